import { parse as parseAcceptLanguage, pick } from 'accept-language-parser';
import type { Lang } from '../shared/langs';
import { defaultLang, isLang, langs } from '../shared/langs';
import type { Page } from '../shared/routes';
import { findPage, homePath, pages } from '../shared/routes';

/** What the router decided for a request; server/app.ts turns it into a response. */
export type Decision =
  | { type: 'page'; page: Page }
  | { type: 'redirect'; status: 301 | 302; location: string; byLanguage: boolean }
  | { type: 'methodNotAllowed'; allow: string }
  | { type: 'notFound'; lang: Lang };

/** What the router needs to know of a request. */
export type RouteRequest = {
  method: string;
  /** The raw request target: path and query, as received. */
  url: string;
  /** The language the visitor chose with the toggle (cookie), if any. */
  chosenLang?: string | undefined;
  acceptLanguage?: string | undefined;
};

const readMethods = new Set(['GET', 'HEAD']);

/** Decides, without side effects, how the site answers a request for a page path. */
export function decideRoute(req: RouteRequest): Decision {
  const queryAt = req.url.indexOf('?');
  const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : safeQuery(req.url.slice(queryAt + 1));
  const isRead = readMethods.has(req.method);

  if (path === '/') {
    if (!isRead) return { type: 'methodNotAllowed', allow: 'GET, HEAD' };
    const lang = preferredLang(req.chosenLang, req.acceptLanguage);
    return { type: 'redirect', status: 302, location: homePath(lang) + query, byLanguage: true };
  }

  const page = findPage(path);
  if (page) return isRead ? { type: 'page', page } : { type: 'methodNotAllowed', allow: 'GET, HEAD' };

  // Only a path of the table, minus its slash, is redirected: the target always comes from the
  // table, so a hostile path (`//evil.example/fr`) can never become an off-site Location.
  const slashed = findPage(path + '/');
  if (slashed) {
    if (!isRead) return { type: 'methodNotAllowed', allow: 'GET, HEAD' };
    return { type: 'redirect', status: 301, location: slashed.path + query, byLanguage: false };
  }

  // A folder of the table's paths that is no page itself (/fr/services/): its language's home page.
  const folderLang = pageFolders.get(path.endsWith('/') ? path : path + '/');
  if (folderLang) {
    if (!isRead) return { type: 'methodNotAllowed', allow: 'GET, HEAD' };
    return { type: 'redirect', status: 302, location: homePath(folderLang) + query, byLanguage: false };
  }

  return { type: 'notFound', lang: langOfPath(path) };
}

/** Each folder that holds pages of the table without being one (/fr/services/), with its language. */
const pageFolders = new Map<string, Lang>(
  pages.flatMap((page) =>
    page.path
      .split('/')
      .slice(1, -2)
      .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}/`)
      .filter((folder) => !findPage(folder))
      .map((folder): [string, Lang] => [folder, page.lang]),
  ),
);

/**
 * The language a visitor of `/` gets: the toggle's cookie, then Accept-Language (accept-language-parser's
 * `pick` over fr and nl, a regional tag such as nl-BE counting for its language, a weight of 0 refusing
 * it), then French.
 */
export function preferredLang(chosenLang: string | undefined, acceptLanguage: string | undefined): Lang {
  if (isLang(chosenLang)) return chosenLang;
  if (!acceptLanguage) return defaultLang;
  // A header is short in real life; a huge or hostile one is cut before it is parsed.
  const accepted = parseAcceptLanguage(acceptLanguage.slice(0, 512)).filter((language) => language.quality > 0);
  const chosen = pick(langs, accepted, { loose: true });
  return isLang(chosen) ? chosen : defaultLang;
}

/** The language of an unknown path, for its 404 page: Dutch under /nl/, French otherwise. */
export function langOfPath(path: string): Lang {
  return path === '/nl' || path.startsWith('/nl/') ? 'nl' : defaultLang;
}

/** The query string kept by a redirect, with anything outside visible ASCII percent-encoded. */
function safeQuery(query: string): string {
  if (query === '') return '';
  const clean = query.replace(/[^\x21-\x7e]/g, (ch) => Buffer.from(ch).toString('hex').replace(/../g, '%$&'));
  return '?' + clean;
}
