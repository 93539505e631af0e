import type { Geography } from './geography';
import { interiorPoint } from './interior-point';
import { minLabelSize, placeLabels } from './label-placer';
import type { LabelRequest } from './label-placer';
import type { LonLat } from './main-towns';
import { brusselsRegion } from './main-towns';
import type { Palette } from './palette';
import { fittedProjection } from './projection';
import { labelsSvg, nameLines, shape, svgDocument } from './svg-document';
import { num, pathMaker } from './svg-paths';

/** A covered place on the home map: its name in the page's language and where its marker goes. */
export type CoveredPlace = { name: string; at: LonLat };

const width = 560;
const height = 440;

/**
 * The home page's coverage map: Belgium and its provinces, the Brussels-Capital Region in the site's
 * yellow, the four neighbouring countries in grey with their names, and a marker and a name for each
 * covered city, all in the page's language.
 */
export function coverageMap(options: {
  geography: Geography;
  palette: Palette;
  lang: string;
  title: string;
  places: CoveredPlace[];
  countries: string[];
}): { svg: string; width: number; height: number } {
  const { geography, palette, lang, title, places, countries } = options;
  const belgium = geography.merged(() => true);
  // Room on the east for Germany's name.
  const projection = fittedProjection(belgium, width, height, 12, 70);
  const path = pathMaker(projection);
  const point = (at: LonLat) => projection(at) as [number, number];
  const province = (p: { prov_nis?: string; reg_nis: string }) => p.prov_nis ?? p.reg_nis;

  const body = [
    `<rect width="${width}" height="${height}" fill="${palette.sea}"/>`,
    `<g fill="${palette.foreign}" stroke="${palette.foreign}" stroke-width="2">${geography.neighbours.map((country) => shape(path(country), '')).join('')}</g>`,
    shape(path(geography.neighbourBorders), `fill="none" stroke="#fff" stroke-width="1.2"`),
    shape(path(belgium), `fill="#fff"`),
    shape(path(geography.merged((p) => p.reg_nis === brusselsRegion)), `fill="${palette.yellow}"`),
    shape(
      path(geography.borders((a, b) => a !== b && province(a) !== province(b))),
      `fill="none" stroke="${palette.border}" stroke-width="0.8" stroke-linejoin="round"`,
    ),
    shape(path(geography.borders((a, b) => a === b)), `fill="none" stroke="${palette.blue}" stroke-width="1.5" stroke-linejoin="round"`),
  ];

  const markerRadius = 4.5;
  const markers = places.map(({ at }) => point(at));
  body.push(
    `<g fill="${palette.blue}" stroke="#fff" stroke-width="1.5">${markers.map(([x, y]) => `<circle cx="${num(x)}" cy="${num(y)}" r="${markerRadius}"/>`).join('')}</g>`,
  );

  // Each country's name goes well inside its visible part (the names come in world-atlas' order of neighbourIds).
  const countryLabels: LabelRequest[] = countries.map((name, i) => {
    const at = interiorPoint(projection, geography.neighbours[i]!, [width, height]);
    if (!at) throw new Error(`${name} is out of the coverage map`);
    return { lines: [name], x: at[0], y: at[1], marker: 0, size: minLabelSize(width), required: true };
  });
  const cityLabels: LabelRequest[] = places.map(({ name }, i) => ({
    lines: nameLines(name),
    x: markers[i]![0],
    y: markers[i]![1],
    marker: markerRadius,
    size: minLabelSize(width),
    bold: true,
    required: true,
  }));
  const placed = placeLabels([...cityLabels, ...countryLabels], width, height);
  body.push(
    labelsSvg(
      placed.filter((l) => countryLabels.includes(l.request)),
      palette.muted,
      palette.muted,
    ),
  );
  body.push(
    labelsSvg(
      placed.filter((l) => cityLabels.includes(l.request)),
      palette.ink,
      palette.blue,
    ),
  );

  return { svg: svgDocument({ width, height, lang, title, body: body.join('') }), width, height };
}
