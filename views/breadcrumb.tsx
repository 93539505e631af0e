import { useSite } from './site-context';

/** A visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: { name: string; path: string }[] }) {
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
