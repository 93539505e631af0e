import { createContext, useContext } from 'react';
import type { CompanyDetails } from '../shared/company/company';
import type { Formatters } from '../shared/format';
import type { Messages } from '../shared/i18n';
import type { Lang } from '../shared/langs';
import type { AssetUrls } from '../shared/manifest';
import type { Page } from '../shared/routes';

/** What every view of one page knows: its language, strings, formatters, company and assets. */
export type Site = {
  lang: Lang;
  t: Messages;
  f: Formatters;
  company: CompanyDetails;
  siteUrl: string;
  assets: AssetUrls;
  /** The page being rendered; absent on the 404 and error pages. */
  page?: Page;
  /** The current year, for the copyright line. */
  year: number;
  /** The instant the page is rendered: "as soon as possible" in the simulator is counted from it (issue 36). */
  now: Date;
};

/** React context carrying the Site of the page being rendered. */
export const SiteContext = createContext<Site | null>(null);

/** The Site of the page being rendered. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside of a page render');
  return site;
}

/** A `tel:` URL for a displayed phone number. */
export function telHref(phone: string): string {
  return 'tel:' + phone.replace(/[^\d+]/g, '');
}
