import { legalIds, routeOf } from '../shared/routes';
import { legalPageCopy } from './pages/legal-page';
import { useSite } from './site-context';

/** The footer's links to the legal notice and the privacy statement, on every page. */
export function LegalLinks() {
  const site = useSite();
  return (
    <nav className="container legal-links" aria-label={site.t.footer.legal}>
      <ul>
        {legalIds.map((id) => (
          <li key={id}>
            <a href={routeOf('legal', id).paths[site.lang]} data-legal-link={id}>
              {legalPageCopy(site, id).name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
