import { copyOf } from '../shared/content/load';
import { legalIds, routeOf } from '../shared/routes';
import type { Site } from './site-context';
import { useSite } from './site-context';

/** The link to the general terms of carriage, as the contact form and the tariffs page show it. */
export function termsLink(site: Site): { href: string; label: string } {
  return { href: routeOf('legal', 'terms').paths[site.lang], label: copyOf(site.lang, 'legal/terms', site.company).heroTitle };
}

/** The footer's links to the legal pages (legal notice, privacy statement, general terms), on every page. */
export function LegalLinks() {
  const site = useSite();
  return (
    <nav className="container legal-links" aria-label={site.t.footer.legal}>
      <ul>
        {legalIds.map((id) => (
          <li key={id}>
            <a href={routeOf('legal', id).paths[site.lang]} data-legal-link={id}>
              {copyOf(site.lang, `legal/${id}`, site.company).name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
