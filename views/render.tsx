import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { formatters } from '../shared/format';
import { copyOf } from '../shared/content/load';
import type { Lang } from '../shared/langs';
import type { Page } from '../shared/routes';
import { Document } from './document';
import type { HeadData } from './head';
import { pageHead, plainHead } from './head';
import { Layout } from './layout';
import { cityPage } from './pages/city-page';
import { homePage } from './pages/home-page';
import { legalPage } from './pages/legal-page';
import type { PageView } from './pages/page-view';
import { servicePage } from './pages/service-page';
import { tariffsPage } from './pages/tariffs-page';
import { StatusPage } from './pages/status-page';
import type { AssetUrls } from '../shared/manifest';
import type { Site } from './site-context';
import { islands } from './islands/registry';
import { SiteContext } from './site-context';
import { companyIn, type Company } from '../shared/company/company';

// The render entry: the one module of views/ the server imports.
export { absoluteUrl, alternatesOf } from './head';

/** The islands of the registry, by name: the manifest must have the code of each. */
export const islandNames = Object.keys(islands) as (keyof typeof islands)[];

/** What the renderer needs of the server's configuration. */
export type RenderConfig = { siteUrl: string; company: Company };

/** The query parameters a page may read (the simulator's state on the home, city and service pages). */
export type PageQuery = Record<string, unknown>;

/** Turns pages into complete HTML documents. */
export type Renderer = {
  /** What the views of a page in this language know (the build reads titles with it). */
  siteOf: (lang: Lang, page?: Page) => Site;
  page: (page: Page, query: PageQuery) => string;
  notFound: (lang: Lang) => string;
  serverError: (lang: Lang) => string;
};

/** The view of a page of the route table: its title, description, JSON-LD and body (not yet rendered). */
export function viewOf(site: Site, page: Page, query: PageQuery): PageView {
  const { route } = page;
  switch (route.kind) {
    case 'home':
      return homePage(site, query);
    case 'city':
      return cityPage(site, route.id, query);
    case 'service':
      return servicePage(site, route.id, query);
    case 'legal':
      return legalPage(site, route.id);
    case 'tariffs':
      return tariffsPage(site);
  }
}

/** Builds the renderer of a configuration and a set of built assets. */
export function createRenderer(config: RenderConfig, assets: AssetUrls, now: () => Date = () => new Date()): Renderer {
  const siteOf = (lang: Lang, page?: Page): Site => {
    const company = companyIn(config.company, lang);
    const instant = now();
    return {
      lang,
      t: copyOf(lang, 'interface', company),
      f: formatters(lang),
      company,
      siteUrl: config.siteUrl,
      assets,
      year: instant.getFullYear(),
      now: instant,
      ...(page ? { page } : {}),
    };
  };

  return {
    siteOf,
    page(page, query) {
      const site = siteOf(page.lang, page);
      const view = viewOf(site, page, query);
      return documentHtml(site, pageHead(page, view, config.siteUrl, config.company.name, assets.socialImages[page.path]), view.body);
    },
    notFound(lang) {
      const site = siteOf(lang);
      const { notFound } = site.t;
      const head = plainHead(lang, `404 – ${notFound.title} | ${config.company.name}`, notFound.text, config.company.name);
      return documentHtml(site, head, <StatusPage status={404} text={notFound} />);
    },
    serverError(lang) {
      const site = siteOf(lang);
      const { serverError } = site.t;
      const head = plainHead(lang, `${serverError.title} | ${config.company.name}`, serverError.text, config.company.name);
      return documentHtml(site, head, <StatusPage status={500} text={serverError} />);
    },
  };
}

function documentHtml(site: Site, head: HeadData, body: ReactNode): string {
  return (
    '<!DOCTYPE html>' +
    renderToString(
      <SiteContext.Provider value={site}>
        <Document head={head}>
          <Layout>{body}</Layout>
        </Document>
      </SiteContext.Provider>,
    )
  );
}
