// Build-time helper, bundled and run by build/social-images.mjs: the title and language of every page
// of the route table, read from the page as the server renders it (so a page added to the route table
// gets its social image without any change here).
import { loadConfig } from '../server/config';
import { createRenderer } from '../server/render';
import { messagesOf } from '../shared/i18n';
import type { IslandName } from '../shared/islands';
import { islandTriggers } from '../shared/islands';
import { pages } from '../shared/routes';
import type { AssetUrls } from '../views/site-context';

/** What the social image of one page shows. */
export type SocialCard = { path: string; lang: string; title: string; siteName: string; tagline: string };

/** Assets are not built yet when titles are read: the renderer gets placeholders it never shows in the title. */
const placeholderAssets: AssetUrls = {
  boot: '/boot.js',
  styles: '/site.css',
  islands: Object.fromEntries(Object.keys(islandTriggers).map((name) => [name, `/${name}.js`])) as Record<IslandName, string>,
  logo: { url: '/logo.png', size: 512 },
  socialImages: {},
};

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** The card of every page: its <title> (without the company name it ends with), its language, a tagline in that language. */
export function socialCards(env: Record<string, string | undefined>): SocialCard[] {
  const config = loadConfig(env);
  const renderer = createRenderer(config, placeholderAssets);
  const siteName = config.company.name;
  return pages.map((page) => {
    const html = renderer.page(page, {});
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? siteName);
    return {
      path: page.path,
      lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? page.lang,
      title: title.endsWith(` | ${siteName}`) ? title.slice(0, -` | ${siteName}`.length) : title,
      siteName,
      tagline: messagesOf(page.lang).nav.quote,
    };
  });
}
