// Build step: the raster logo of the structured data, and a social preview image (og:image, of the
// size views/head.ts announces) for every page of the route table, drawn from the page's own title
// and language in the site's colours (the custom properties of public/styles.css). The company name
// is not drawn: it is configured where the site runs (COMPANY_NAME), after the build. Drawn
// with satori (layout to SVG) and resvg (SVG to PNG). The font is Inter from @fontsource/inter (its
// .woff files: satori does not read woff2); nothing is fetched. Images are cached in .cache/ by a hash
// of everything they are drawn from, so a build redraws only the pages whose title changed.
import { Resvg } from '@resvg/resvg-js';
import { importProjectModule } from './node-bundle.mjs';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Side of the square raster logo (schema.org asks for at least 112 px). */
const logoSize = 512;

const here = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);

/**
 * Builds the logo and the social images into `assetsOut`; returns their URLs for the manifest.
 * `assets` is the manifest so far (client files, places, maps): the views read their titles on it.
 */
export async function buildSocialImages({ root, dist, assetsOut, assets }) {
  const cacheDir = path.join(root, '.cache', 'social-images');
  mkdirSync(cacheDir, { recursive: true });
  const logoSvg = readFileSync(path.join(root, 'public/favicon.svg'));
  const fonts = [400, 700].map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }));
  // Whatever changes the look of every image: this file, the logo, the fonts.
  const design = createHash('sha256').update(readFileSync(here)).update(logoSvg);
  for (const font of fonts) design.update(font.data);
  const designHash = design.digest('hex');

  const logoPng = new Resvg(logoSvg, { fitTo: { mode: 'width', value: logoSize } }).render().asPng();
  const logoName = `logo-${createHash('sha256').update(logoPng).digest('hex').slice(0, 8)}.png`;
  writeFileSync(path.join(assetsOut, logoName), logoPng);

  const logo = { url: `/assets/${logoName}`, size: logoSize };
  const { socialCards, socialImageSize, readPalette } = await importProjectModule(root, 'build/page-titles.ts', dist);
  const colours = readPalette(path.join(root, 'public/styles.css'));
  const socialImages = {};
  for (const card of socialCards({ ...assets, logo, socialImages })) {
    const key = createHash('sha256')
      .update(designHash)
      .update(JSON.stringify([card, socialImageSize, colours]))
      .digest('hex')
      .slice(0, 16);
    const cached = path.join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) writeFileSync(cached, await drawCard(card, logoSvg, fonts, socialImageSize, colours));
    const name = `social-${key}.png`;
    copyFileSync(cached, path.join(assetsOut, name));
    socialImages[card.path] = `/assets/${name}`;
  }
  // The browser's theme colour too comes from the stylesheet, through the manifest.
  return { logo, socialImages, themeColor: colours.blue };
}

/** One social image: the logo, the page's title, the quote button, on the site's blue. */
async function drawCard(card, logoSvg, fonts, socialImageSize, colours) {
  // Loaded only when an image is missing from the cache: satori takes about half a second to load.
  const { default: satori } = await import('satori');
  const h = (type, style, ...children) => ({ type, props: { style, children: children.length === 1 ? children[0] : children } });
  const logo = { type: 'img', props: { src: `data:image/svg+xml;base64,${logoSvg.toString('base64')}`, width: 88, height: 88 } };
  const titleSize = card.title.length > 70 ? 58 : card.title.length > 45 ? 66 : 76;
  const svg = await satori(
    h(
      'div',
      {
        width: socialImageSize.width,
        height: socialImageSize.height,
        display: 'flex',
        flexDirection: 'column',
        fontFamily: 'Inter',
        color: '#ffffff',
      },
      h(
        'div',
        {
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '60px 72px 56px',
          backgroundImage: `linear-gradient(135deg, ${colours.blue} 0%, ${colours.blueDark} 100%)`,
        },
        h('div', { display: 'flex', alignItems: 'center' }, logo),
        h('div', { display: 'flex', fontSize: titleSize, fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.01em' }, card.title),
        h(
          'div',
          { display: 'flex' },
          h(
            'div',
            {
              display: 'flex',
              background: colours.yellow,
              color: colours.ink,
              fontSize: 32,
              fontWeight: 700,
              padding: '14px 36px',
              borderRadius: 999,
            },
            card.tagline,
          ),
        ),
      ),
      h('div', { display: 'flex', height: 16, background: colours.yellow }),
    ),
    { ...socialImageSize, fonts, locale: card.lang },
  );
  return new Resvg(svg, { fitTo: { mode: 'width', value: socialImageSize.width } }).render().asPng();
}
