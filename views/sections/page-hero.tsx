import type { ReactNode } from 'react';
import type { Crumb } from '../breadcrumb';
import { Breadcrumb } from '../breadcrumb';

/** The hero of a city or service page: breadcrumb, the page's h1, its quick quote (right under the h1, on the first screen), its lead, then its actions. */
export function PageHero({
  trail,
  title,
  lead,
  quickQuote,
  children,
}: {
  trail: Crumb[];
  title: string;
  lead: string;
  quickQuote?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="hero hero-page" aria-labelledby="page-title">
      <div className="container">
        <Breadcrumb trail={trail} />
        <h1 id="page-title">{title}</h1>
        {quickQuote}
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
