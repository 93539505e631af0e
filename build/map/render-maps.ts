import path from 'node:path';
import { loadConfig } from '../../server/config';
import { companyIn } from '../../shared/company/company';
import { copyOf } from '../../shared/content/load';
import type { Lang } from '../../shared/langs';
import { langs, langTag } from '../../shared/langs';
import type { CityId } from '../../shared/routes';
import { cityIds } from '../../shared/routes';
import { cityMapAlt, coverageMapAlt } from '../../views/map-text';
import type { LocatorKind } from './locator-map';
import { locatorMap } from './locator-map';
import { coverageMap } from './coverage-map';
import type { CoveredPlace } from './coverage-map';
import { loadGeography } from './geography';
import type { Geography } from './geography';
import { brusselsRegion, cityMunicipality, localities, mainTowns } from './main-towns';
import { readPalette } from './palette';
import { nameIndex, normalName, zoneMunicipalities } from './zone-places';

/** One drawn map: which page and language it is for, the SVG, its size, and for a city what it shows. */
export type DrawnMap =
  | { page: 'home'; lang: Lang; svg: string; width: number; height: number }
  | { page: CityId; lang: Lang; svg: string; width: number; height: number; kind: LocatorKind; zones: string[] };

/** Draws the maps of the two home pages and the 32 city pages from the data and the pages' copy. */
export function renderMaps(root: string): DrawnMap[] {
  const geography = loadGeography(root);
  const palette = readPalette(path.join(root, 'public/styles.css'));
  const index = nameIndex(geography);
  const maps: DrawnMap[] = [];
  // The copy names no company here, yet is read for one: the default configuration's, as views/render.tsx shapes it.
  const { company } = loadConfig({});
  for (const lang of langs) {
    const details = companyIn(company, lang);
    // The same typeset words as the page, so the SVG's title is the image's alt text.
    const t = copyOf(lang, 'interface', details);
    // The coverage list does not depend on the company: the configuration's defaults, as the server has them.
    const copy = copyOf(lang, 'home', details).coverage;
    const french = copyOf('fr', 'home', companyIn(company, 'fr')).coverage.belgium;
    const places = copy.belgium.map((name, i): CoveredPlace => ({ name, at: coveredPoint(french[i] ?? name, geography, index) }));
    const drawn = coverageMap({
      geography,
      palette,
      lang: langTag[lang],
      title: coverageMapAlt(t, places.length),
      places,
      countries: copy.countries,
    });
    maps.push({ page: 'home', lang, ...drawn });

    for (const id of cityIds) {
      const page = copyOf(lang, `cities/${id}`, details);
      const place = geography.byNis.get(cityMunicipality[id]);
      if (!place) throw new Error(`no municipality for ${id}`);
      const zones = zoneMunicipalities(page.zones?.items ?? [], index).filter((z) => z.properties.nis !== place.properties.nis);
      const commune = place.properties.reg_nis === brusselsRegion;
      const regionCommunes = geography.municipalities.filter((m) => m.properties.reg_nis === brusselsRegion).length;
      const kind: LocatorKind = !commune ? 'city' : zones.length === regionCommunes - 1 ? 'region' : 'commune';
      const zoneNames = zones.map((z) => (lang === 'fr' ? z.properties.name_fr : z.properties.name_nl));
      const title = cityMapAlt(t, { place: page.name, kind, zones: zoneNames });
      const town = mainTowns[place.properties.nis];
      const drawnCity = locatorMap({
        geography,
        palette,
        lang,
        title,
        kind,
        place,
        placeName: page.name,
        ...(town ? { town } : {}),
        zones,
      });
      maps.push({ page: id, lang, ...drawnCity, kind, zones: zoneNames });
    }
  }
  return maps;
}

/** Where a covered city of the home page's list goes: a locality's own point, else its municipality's main town. */
function coveredPoint(frenchName: string, _geography: Geography, index: ReturnType<typeof nameIndex>): [number, number] {
  const locality = localities[frenchName];
  if (locality) return locality.at;
  const municipality = index.get(normalName(frenchName));
  if (!municipality) throw new Error(`home coverage: "${frenchName}" is neither a municipality nor in main-towns.ts`);
  const town = mainTowns[municipality.properties.nis];
  if (!town) throw new Error(`home coverage: add the main town of ${frenchName} (${municipality.properties.nis}) to main-towns.ts`);
  return town;
}
