import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { formatters } from '../shared/format';
import { messagesOf } from '../shared/i18n';
import { typesetRecord } from '../shared/typography';
import type { Lang } from '../shared/langs';
import type { Page } from '../shared/routes';
import { Document } from '../views/document';
import type { HeadData } from '../views/head';
import { pageHead, plainHead } from '../views/head';
import { Layout } from '../views/layout';
import { cityPage } from '../views/pages/city-page';
import { homePage } from '../views/pages/home-page';
import { legalPage } from '../views/pages/legal-page';
import type { PageView } from '../views/pages/page-view';
import { servicePage } from '../views/pages/service-page';
import { StatusPage } from '../views/pages/status-page';
import type { AssetUrls, Site } from '../views/site-context';
import { SiteContext } from '../views/site-context';
import type { Config } from './config';

/** The query parameters a page may read (the simulator's state on the home page). */
export type PageQuery = Record<string, unknown>;

/** Turns pages into complete HTML documents. */
export type Renderer = {
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
      return cityPage(site, route.id);
    case 'service':
      return servicePage(site, route.id);
    case 'legal':
      return legalPage(site, route.id);
  }
}

/** Builds the renderer of a configuration and a set of built assets. */
export function createRenderer(config: Config, assets: AssetUrls, now: () => Date = () => new Date()): Renderer {
  const siteOf = (lang: Lang, page?: Page): Site => ({
    lang,
    t: typesetRecord(messagesOf(lang), lang),
    f: formatters(lang),
    company: { ...config.company, street: config.company.street[lang], streets: config.company.street },
    siteUrl: config.siteUrl,
    assets,
    year: now().getFullYear(),
    ...(page ? { page } : {}),
  });

  return {
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
