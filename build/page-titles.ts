// Build-time helper, bundled and run by build/social-images.mjs: the title and language of every page
// of the route table, from the page's own view (the one the server renders) on the build's own
// manifest, so that a page added to the route table gets its social image without any change here.
import { loadConfig } from '../server/config';
import { langTag } from '../shared/langs';
import type { AssetUrls } from '../shared/manifest';
import { pages } from '../shared/routes';
import { socialImageSize } from '../views/head';
import { createRenderer, viewOf } from '../views/render';

/** What the social image of one page shows: no company name, which is configured at run time. */
export type SocialCard = { path: string; lang: string; title: string; tagline: string };

/** The size every social image is drawn at (the one the pages' heads announce), and the site's colours. */
export { socialImageSize };
export { readPalette } from './map/palette';

/**
 * The card of every page: its title (without the company name it may end with), its language, a
 * tagline in that language. A title that names the company elsewhere stops the build: its image
 * would show the build's name, not the one configured where the site runs.
 */
export function socialCards(assets: AssetUrls): SocialCard[] {
  const config = loadConfig({});
  const name = config.company.name;
  const renderer = createRenderer(config, assets);
  return pages.map((page) => {
    const site = renderer.siteOf(page.lang, page);
    const { title } = viewOf(site, page, {});
    const shown = title.endsWith(` | ${name}`) ? title.slice(0, -` | ${name}`.length) : title;
    if (shown.includes(name))
      throw new Error(`${page.path}: the title "${title}" names the company; its social image would not follow COMPANY_NAME`);
    return { path: page.path, lang: langTag[page.lang], title: shown, tagline: site.t.nav.quote };
  });
}
