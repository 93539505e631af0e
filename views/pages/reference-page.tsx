import type { ReactNode } from 'react';
import type { WebPage } from 'schema-dts';
import { PageHero } from '../sections/page-hero';
import type { Site } from '../site-context';
import { breadcrumbList, referenceWebPage } from '../structured-data';
import type { PageView } from './page-view';
import { trailFromHome } from '../breadcrumb';

/** The words every reference page has: breadcrumb name, title and description, hero title and lead. */
export type ReferenceCopy = { name: string; title: string; description: string; heroTitle: string; heroLead: string };

/**
 * A reference page one level under home (the tariffs, the legal pages): the breadcrumb from home,
 * a hero with no actions, the page's WebPage data (with its main entity, if any) and its BreadcrumbList, then its body.
 */
export function referencePage(
  site: Site,
  copy: ReferenceCopy,
  path: string,
  { mainEntity, body }: { mainEntity?: WebPage['mainEntity']; body: ReactNode },
): PageView {
  const trail = trailFromHome(site, copy.name, path);
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [
      referenceWebPage(site, { name: copy.heroTitle, description: copy.description, path }, mainEntity),
      breadcrumbList(site, trail),
    ],
    body: (
      <>
        <PageHero trail={trail} title={copy.heroTitle} lead={copy.heroLead}>
          {null}
        </PageHero>
        {body}
      </>
    ),
  };
}
