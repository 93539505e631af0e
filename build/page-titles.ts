// Build-time helper, bundled and run by build/social-images.mjs: the title and language of every page
// of the route table, from the page's own view (the one the server renders), so that a page added to
// the route table gets its social image without any change here.
import { loadConfig } from '../server/config';
import { viewOf } from '../server/render';
import { formatters } from '../shared/format';
import { messagesOf } from '../shared/i18n';
import type { IslandName } from '../shared/islands';
import { langTag } from '../shared/langs';
import { pages } from '../shared/routes';
import type { AssetUrls } from '../views/site-context';

/** What the social image of one page shows. */
export type SocialCard = { path: string; lang: string; title: string; siteName: string; tagline: string };

/** A record that answers every key with the same value (the views look up maps by city and language). */
const everyKey = <T,>(value: T) => new Proxy({}, { get: () => value }) as Record<string, T>;
const placeholderMap = { src: '/map.svg', width: 1, height: 1, kind: 'city' as const, zones: [] };

/** Assets are not built yet when titles are read: the views get placeholders, which no title shows. */
const placeholderAssets: AssetUrls = {
  places: '/places.json',
  maps: { home: everyKey(placeholderMap), cities: everyKey(everyKey(placeholderMap)) },
  boot: '/boot.js',
  styles: '/site.css',
  islands: everyKey('/island.js') as Record<IslandName, string>,
  islandChunks: everyKey<string[]>([]),
  logo: { url: '/logo.png', size: 512 },
  socialImages: {},
};

/** The card of every page: its title (without the company name it may end with), its language, a tagline in that language. */
export function socialCards(env: Record<string, string | undefined>): SocialCard[] {
  const config = loadConfig(env);
  const siteName = config.company.name;
  return pages.map((page) => {
    const site = {
      lang: page.lang,
      t: messagesOf(page.lang),
      f: formatters(page.lang),
      company: { ...config.company, street: config.company.street[page.lang], streets: config.company.street },
      siteUrl: config.siteUrl,
      assets: placeholderAssets,
      page,
      year: new Date().getFullYear(),
    };
    const { title } = viewOf(site, page, {});
    return {
      path: page.path,
      lang: langTag[page.lang],
      title: title.endsWith(` | ${siteName}`) ? title.slice(0, -` | ${siteName}`.length) : title,
      siteName,
      tagline: site.t.nav.quote,
    };
  });
}
