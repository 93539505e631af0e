import type { HomeCopy } from '../../shared/content/schemas/home';
import { anchorTo, homeSections } from '../anchors';
import { Icon } from '../icons';
import { telHref, useSite } from '../site-context';
import { QuickQuote } from './quick-quote';

/** The home page's opening section: heading, the quick quote, lead, the quote and call buttons, the four promises. */
export function HeroSection({ copy }: { copy: HomeCopy['hero'] }) {
  const { company } = useSite();
  return (
    <section id={homeSections.home} className="hero" aria-labelledby="home-title">
      <div className="container">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1 id="home-title">{copy.title}</h1>
        <QuickQuote />
        <p className="lead">{copy.lead}</p>
        <div className="actions">
          <a className="btn btn-primary" href={anchorTo('contact')}>
            {copy.cta}
          </a>
          <a className="btn btn-secondary" href={telHref(company.phone)}>
            <Icon name="phone" size={20} />
            {copy.call} {company.phone}
          </a>
        </div>
        <ul className="points">
          {copy.points.map((point) => (
            <li key={point}>
              <Icon name="check" size={20} />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
