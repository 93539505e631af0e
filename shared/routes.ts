import type { Lang } from './langs';
import { langs } from './langs';

/** The places that have their own landing page, keyed by a language-neutral id. */
export const cityIds = [
  'brussels',
  'liege',
  'antwerp',
  'ghent',
  'charleroi',
  'anderlecht',
  'ixelles',
  'schaerbeek',
  'saint-gilles',
  'uccle',
  'forest',
  'etterbeek',
  'auderghem',
  'woluwe-saint-lambert',
  'woluwe-saint-pierre',
  'saint-josse',
] as const;
/** A place with a landing page. */
export type CityId = (typeof cityIds)[number];

/** The four services that have their own page, in the order of SPEC §2. */
export const serviceIds = ['express', 'parcel', 'pallets', 'urgent'] as const;
/** A service with a page. */
export type ServiceId = (typeof serviceIds)[number];

/** The legal pages: the legal notice, the privacy statement and the general terms of carriage. */
export const legalIds = ['notice', 'privacy', 'terms'] as const;
/** A legal page. */
export type LegalId = (typeof legalIds)[number];

/** URL slug of each place per language (SPEC §2 pairing). */
const citySlugs: Record<CityId, Record<Lang, string>> = {
  brussels: { fr: 'bruxelles', nl: 'brussel' },
  liege: { fr: 'liege', nl: 'luik' },
  antwerp: { fr: 'anvers', nl: 'antwerpen' },
  ghent: { fr: 'gand', nl: 'gent' },
  charleroi: { fr: 'charleroi', nl: 'charleroi' },
  anderlecht: { fr: 'anderlecht', nl: 'anderlecht' },
  ixelles: { fr: 'ixelles', nl: 'elsene' },
  schaerbeek: { fr: 'schaerbeek', nl: 'schaarbeek' },
  'saint-gilles': { fr: 'saint-gilles', nl: 'sint-gillis' },
  uccle: { fr: 'uccle', nl: 'ukkel' },
  forest: { fr: 'forest', nl: 'vorst' },
  etterbeek: { fr: 'etterbeek', nl: 'etterbeek' },
  auderghem: { fr: 'auderghem', nl: 'oudergem' },
  'woluwe-saint-lambert': { fr: 'woluwe-saint-lambert', nl: 'sint-lambrechts-woluwe' },
  'woluwe-saint-pierre': { fr: 'woluwe-saint-pierre', nl: 'sint-pieters-woluwe' },
  'saint-josse': { fr: 'saint-josse', nl: 'sint-joost' },
};

/** URL slug of each service per language. */
const serviceSlugs: Record<ServiceId, Record<Lang, string>> = {
  express: { fr: 'livraison-express', nl: 'expresslevering' },
  parcel: { fr: 'transport-colis', nl: 'pakketvervoer' },
  pallets: { fr: 'petites-palettes', nl: 'kleine-pallets' },
  urgent: { fr: 'livraison-urgente', nl: 'spoedlevering' },
};

/** URL slug of each legal page, as a Belgian reader of each language names it. */
const legalSlugs: Record<LegalId, Record<Lang, string>> = {
  notice: { fr: 'mentions-legales', nl: 'wettelijke-vermeldingen' },
  privacy: { fr: 'vie-privee', nl: 'privacy' },
  terms: { fr: 'conditions-generales', nl: 'algemene-voorwaarden' },
};

/** URL slug of the tariffs and delays page ("Tarifs et délais", "Tarieven en termijnen"). */
const tariffsSlugs: Record<Lang, string> = { fr: 'tarifs', nl: 'tarieven' };

/** One screen of the route table, with its path in each language (always the trailing-slash form). */
export type Route =
  | { kind: 'home'; id: 'home'; paths: Record<Lang, string> }
  | { kind: 'city'; id: CityId; paths: Record<Lang, string> }
  | { kind: 'service'; id: ServiceId; paths: Record<Lang, string> }
  | { kind: 'legal'; id: LegalId; paths: Record<Lang, string> }
  | { kind: 'tariffs'; id: 'tariffs'; paths: Record<Lang, string> };

/** The same screen in one language: what the router hands to the renderer. */
export type Page = { route: Route; lang: Lang; path: string };

function pathsOf(build: (lang: Lang) => string): Record<Lang, string> {
  return { fr: build('fr'), nl: build('nl') };
}

/** The route table: the only list of the site's paths. */
export const routes: readonly Route[] = [
  { kind: 'home', id: 'home', paths: pathsOf((lang) => `/${lang}/`) },
  ...cityIds.map(
    (id): Route => ({
      kind: 'city',
      id,
      paths: pathsOf((lang) => (lang === 'fr' ? `/fr/livraison-express-${citySlugs[id].fr}/` : `/nl/expresslevering-${citySlugs[id].nl}/`)),
    }),
  ),
  ...serviceIds.map(
    (id): Route => ({
      kind: 'service',
      id,
      paths: pathsOf((lang) => `/${lang}/services/${serviceSlugs[id][lang]}/`),
    }),
  ),
  ...legalIds.map((id): Route => ({ kind: 'legal', id, paths: pathsOf((lang) => `/${lang}/${legalSlugs[id][lang]}/`) })),
  { kind: 'tariffs', id: 'tariffs', paths: pathsOf((lang) => `/${lang}/${tariffsSlugs[lang]}/`) },
];

/** Every page of the site: each route in each language (50 pages). */
export const pages: readonly Page[] = routes.flatMap((route) => langs.map((lang) => ({ route, lang, path: route.paths[lang] })));

const pageByPath = new Map(pages.map((page) => [page.path, page]));

/** The page served at an exact trailing-slash path, if any. */
export function findPage(path: string): Page | undefined {
  return pageByPath.get(path);
}

/** The route of a given kind and id, for links between pages. */
export function routeOf(kind: 'home'): Route;
export function routeOf(kind: 'city', id: CityId): Route;
export function routeOf(kind: 'service', id: ServiceId): Route;
export function routeOf(kind: 'legal', id: LegalId): Route;
export function routeOf(kind: 'tariffs'): Route;
export function routeOf(kind: Route['kind'], id: string = kind): Route {
  const route = routes.find((r) => r.kind === kind && r.id === id);
  if (!route) throw new Error(`no route ${kind}:${id}`);
  return route;
}

/** Path of the home page in a language. */
export function homePath(lang: Lang): string {
  return `/${lang}/`;
}
