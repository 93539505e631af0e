// The build's manifest (dist/public/manifest.json): one zod schema, read by the build that writes it,
// the server that checks it at start-up and the views that link its files.
import { z } from 'zod';
import type { IslandName } from './islands';
import { langs } from './langs';
import type { CityId } from './routes';
import { cityIds } from './routes';

const url = z.string().startsWith('/assets/');
const byLang = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(langs.map((lang) => [lang, value])) as Record<(typeof langs)[number], T>);
const mapAsset = z.object({ src: url, width: z.number().positive(), height: z.number().positive() });
const cityMapAsset = mapAsset.extend({ kind: z.enum(['city', 'commune', 'region']), zones: z.array(z.string()) });

/** What the build must have written for these islands: their code, the maps of every page, the images. */
export function manifestSchema(islandNames: readonly IslandName[]) {
  const byIsland = <T extends z.ZodType>(value: T) =>
    z.object(Object.fromEntries(islandNames.map((name) => [name, value])) as Record<IslandName, T>);
  return z.object({
    boot: url,
    styles: url,
    islands: byIsland(url),
    /** The shared chunks (React) each island imports, preloaded with it. */
    islandChunks: byIsland(z.array(url)),
    /** The simulator's list of municipalities. */
    places: url,
    maps: z.object({
      home: byLang(mapAsset),
      cities: z.object(
        Object.fromEntries(cityIds.map((city) => [city, byLang(cityMapAsset)])) as Record<
          CityId,
          ReturnType<typeof byLang<typeof cityMapAsset>>
        >,
      ),
    }),
    /** The raster logo (a square PNG) for the organisation's structured data. */
    logo: z.object({ url, size: z.number().positive() }),
    /** The social preview image (1200 x 630 PNG) of each page, by the page's path. */
    socialImages: z.record(z.string(), url),
    /** The brand's blue from the stylesheet, for the browser's theme-color. */
    themeColor: z.string().regex(/^#[0-9a-f]{6}$/),
    /** The day the pages' content last changed (YYYY-MM-DD): the sitemap's lastmod. */
    contentDate: z.iso.date(),
  });
}

/** Hashed URLs of the built files and what the pages need to know of them. */
export type AssetUrls = z.infer<ReturnType<typeof manifestSchema>>;
/** A map drawn at build time (build/maps.mjs): its hashed URL and its size in CSS pixels. */
export type MapAsset = z.infer<typeof mapAsset>;
