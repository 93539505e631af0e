import { homePath } from '../shared/routes';
import type { Site } from './site-context';
import { useSite } from './site-context';

/** One step of a breadcrumb trail: its name and its path. */
export type Crumb = { name: string; path: string };

/** The trail of a page one level under home (every page but home): home, then the page. */
export function trailFromHome(site: Site, name: string, path: string): Crumb[] {
  return [
    { name: site.t.breadcrumb.home, path: homePath(site.lang) },
    { name, path },
  ];
}

/** A visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useSite();
  return (
    <nav className="breadcrumb" aria-label={t.breadcrumb.label}>
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <a href={crumb.path}>{crumb.name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
