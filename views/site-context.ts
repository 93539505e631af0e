import { createContext, useContext } from 'react';
import type { LegalForm } from '../shared/company-register';
import type { Formatters } from '../shared/format';
import type { Messages } from '../shared/i18n';
import type { Lang } from '../shared/langs';
import type { IslandName } from '../shared/islands';
import type { CityId, Page } from '../shared/routes';

/** The company's details as the views show them (from the server's configuration). */
export type CompanyDetails = {
  name: string;
  phone: string;
  email: string;
  urgentEmail: string;
  street: string;
  /** The street in each language, for what both language versions share (the structured data's organisation). */
  streets: Record<Lang, string>;
  postalCode: string;
  town: string;
  /** What the legal notice must state: registered name and form, enterprise number, the site's host. */
  legal: {
    name: string;
    form: LegalForm;
    /** As the register writes it: "BE 0123.456.749". */
    enterpriseNumber: string;
    /** Name and address of the site's host; empty when the company hosts the site itself. */
    host: string;
  };
  /** Where the depot is, for the LocalBusiness of the structured data. */
  geo: { latitude: number; longitude: number };
};

/** A map drawn at build time (build/maps.mjs): its hashed URL and its size in CSS pixels. */
export type MapAsset = { src: string; width: number; height: number };
/** A city page's map: also whether it shows a city, a commune among the 19, or the whole Region, and the zones it shows. */
export type CityMapAsset = MapAsset & { kind: 'city' | 'commune' | 'region'; zones: string[] };

/** Hashed URLs of the built client files, the simulator's list of municipalities, and the maps of the home and city pages in each language. */
export type AssetUrls = {
  boot: string;
  styles: string;
  islands: Record<IslandName, string>;
  /** The shared chunks (React) each island imports, preloaded with it. */
  islandChunks: Record<IslandName, string[]>;
  places: string;
  maps: { home: Record<Lang, MapAsset>; cities: Record<CityId, Record<Lang, CityMapAsset>> };
  /** The raster logo (a square PNG) for the organisation's structured data. */
  logo: { url: string; size: number };
  /** The social preview image (1200 x 630 PNG) of each page, by the page's path. */
  socialImages: Record<string, string>;
};

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
