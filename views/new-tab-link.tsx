import type { ReactNode } from 'react';
import { useSite } from './site-context';

/** A link to another site that opens in a new tab, and says so in its text. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useSite();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="new-tab">({t.newTab})</span>
    </a>
  );
}
