import type { GeoProjection } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import type { Box } from './interior-point';
import { interiorPoint, projectedBox } from './interior-point';
import { langTag } from '../../shared/langs';
import type { Geography, Municipality, MunicipalityProps } from './geography';
import type { LabelRequest } from './label-placer';
import { minLabelSize, placeLabels } from './label-placer';
import type { LonLat } from './main-towns';
import { brusselsRegion } from './main-towns';
import type { Palette } from './palette';
import { fittedProjection } from './projection';
import { labelsSvg, nameLines, shape, svgDocument } from './svg-document';
import { num, pathMaker } from './svg-paths';

/** What a locator map shows: a city and its neighbours, a commune among the 19, or the whole Region (the Brussels page). */
export type LocatorKind = 'city' | 'commune' | 'region';

const width = 520;
const height = 400;
const inset = { width: 104, height: 88, margin: 8 };

/**
 * A city page's locator map: the place in the site's yellow (with a marker on its main town when it
 * has one), the served zones that are municipalities in a light blue, the Brussels Region outlined
 * for its communes, names in the page's language, and a small map of Belgium showing where it is.
 */
export function locatorMap(options: {
  geography: Geography;
  palette: Palette;
  lang: 'fr' | 'nl';
  title: string;
  kind: LocatorKind;
  place: Municipality;
  placeName: string;
  town?: LonLat;
  zones: Municipality[];
}): { svg: string; width: number; height: number } {
  const { geography, palette, lang, title, kind, place, placeName, town, zones } = options;
  const inRegion = (p: MunicipalityProps) => p.reg_nis === brusselsRegion;
  const region = geography.municipalities.filter((m) => inRegion(m.properties));
  const subject: FeatureCollection = {
    type: 'FeatureCollection',
    features: [...(kind === 'city' ? [place] : region), ...zones],
  };
  const projection = fittedProjection(subject, width, height, kind === 'city' ? 44 : 18);
  const path = pathMaker(projection, 0.5);
  const nameOf = (p: MunicipalityProps) => (lang === 'fr' ? p.name_fr : p.name_nl);
  const zoneSet = new Set(zones.map((z) => z.properties.nis));
  const isZone = (p: MunicipalityProps) => zoneSet.has(p.nis);
  const isPlace = (p: MunicipalityProps) => p.nis === place.properties.nis;

  const body = [
    `<rect width="${width}" height="${height}" fill="${palette.foreign}"/>`,
    shape(path(geography.merged(() => true)), `fill="${kind === 'city' ? '#fff' : palette.land}"`),
    kind === 'city' ? '' : shape(path(geography.merged(inRegion)), `fill="#fff"`),
    zones.length ? shape(path(geography.merged(isZone)), `fill="${palette.zone}"`) : '',
    shape(path(place), `fill="${palette.yellow}"`),
    shape(path(geography.borders((a, b) => a !== b)), `fill="none" stroke="${palette.border}" stroke-width="0.7" stroke-linejoin="round"`),
    kind === 'city'
      ? ''
      : shape(
          path(geography.borders((a, b) => inRegion(a) !== inRegion(b))),
          `fill="none" stroke="${palette.blue}" stroke-width="1.5" stroke-linejoin="round"`,
        ),
    shape(path(geography.borders((a, b) => a === b)), `fill="none" stroke="${palette.muted}" stroke-width="1.5" stroke-dasharray="5 3"`),
    shape(
      path(geography.borders((a, b) => isPlace(a) !== isPlace(b) || (a === b && isPlace(a)))),
      `fill="none" stroke="${palette.blue}" stroke-width="2" stroke-linejoin="round"`,
    ),
  ];

  // The small map of Belgium goes in the corner that hides least of the place and its zones.
  const focus = [place, ...zones].map((m) => projectedBox(projection, m));
  const corners: Box[] = [
    [inset.margin, inset.margin],
    [width - inset.width - inset.margin, inset.margin],
    [inset.margin, height - inset.height - inset.margin],
    [width - inset.width - inset.margin, height - inset.height - inset.margin],
  ].map(([left, top]) => ({ left: left!, top: top!, right: left! + inset.width, bottom: top! + inset.height }));
  const corner = corners.reduce((best, box) => (hidden(box, focus) < hidden(best, focus) ? box : best));
  body.push(insetMap(geography, palette, projection, corner));

  const markerRadius = 5;
  const labelSize = minLabelSize(width);
  const labels: { request: LabelRequest; color: string }[] = [];
  const placeAnchor = town ? (projection(town) as [number, number]) : interiorPoint(projection, place, [width, height]);
  if (town) {
    body.push(
      `<circle cx="${num(placeAnchor![0])}" cy="${num(placeAnchor![1])}" r="${markerRadius}" fill="${palette.blue}" stroke="#fff" stroke-width="1.5"/>`,
    );
  }
  if (!placeAnchor) throw new Error(`${placeName} is out of its own map`);
  labels.push({
    request: {
      lines: nameLines(nameOf(place.properties)),
      x: placeAnchor[0],
      y: placeAnchor[1],
      marker: town ? markerRadius : 0,
      size: labelSize + 1,
      bold: true,
      required: true,
    },
    color: palette.ink,
  });
  for (const zone of zones) {
    const at = interiorPoint(projection, zone, [width, height]);
    if (!at) continue;
    labels.push({
      request: { lines: nameLines(nameOf(zone.properties)), x: at[0], y: at[1], marker: 0, size: labelSize, required: true },
      color: palette.ink,
    });
  }
  // Neighbours for context, if they fit: the Region's other communes first, then by population.
  const inFrame = (box: Box) => box.right > 0 && box.left < width && box.bottom > 0 && box.top < height;
  const others = geography.municipalities
    .filter((m) => !isPlace(m.properties) && !isZone(m.properties) && inFrame(projectedBox(projection, m)))
    .sort((a, b) => Number(inRegion(b.properties)) - Number(inRegion(a.properties)) || b.properties.population - a.properties.population)
    .slice(0, 40);
  for (const other of others) {
    const at = interiorPoint(projection, other, [width, height], 10);
    if (!at) continue;
    // The Region's communes are all named on a map of the Region; other neighbours only where they fit.
    const required = kind !== 'city' && inRegion(other.properties);
    labels.push({
      request: { lines: nameLines(nameOf(other.properties)), x: at[0], y: at[1], marker: 0, size: labelSize, required },
      color: required ? palette.ink : palette.muted,
    });
  }
  const placed = placeLabels(
    labels.map((l) => l.request),
    width,
    height,
    [corner],
  );
  for (const color of [palette.muted, palette.ink]) {
    body.push(
      labelsSvg(
        placed.filter((p) => labels.find((l) => l.request === p.request)!.color === color),
        color,
        palette.blue,
      ),
    );
  }
  return { svg: svgDocument({ width, height, lang: langTag[lang], title, body: body.join('') }), width, height };
}

/** How much of the focus boxes a box would hide. */
function hidden(box: Box, focus: Box[]): number {
  return focus.reduce((sum, f) => {
    const w = Math.min(box.right, f.right) - Math.max(box.left, f.left);
    const h = Math.min(box.bottom, f.bottom) - Math.max(box.top, f.top);
    return sum + (w > 0 && h > 0 ? w * h : 0);
  }, 0);
}

/** Belgium in small in a corner, with the main map's frame drawn on it (a dot when the frame is tiny). */
function insetMap(geography: Geography, palette: Palette, main: GeoProjection, box: Box): string {
  const belgium = geography.merged(() => true);
  const projection = fittedProjection(belgium, box.right - box.left, box.bottom - box.top, 6);
  const path = pathMaker(projection, 0.8);
  const frame = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ].map((corner) => projection(main.invert!(corner as [number, number])!)!);
  const xs = frame.map((p) => p[0]),
    ys = frame.map((p) => p[1]);
  const [cx, cy] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  const small = Math.max(...xs) - Math.min(...xs) < 8;
  return (
    `<g transform="translate(${num(box.left)} ${num(box.top)})">` +
    `<rect width="${box.right - box.left}" height="${box.bottom - box.top}" rx="4" fill="${palette.sea}" stroke="${palette.border}"/>` +
    shape(path(belgium), `fill="#fff" stroke="${palette.blue}" stroke-width="0.8" stroke-linejoin="round"`) +
    (small
      ? `<circle cx="${num(cx)}" cy="${num(cy)}" r="3.5" fill="${palette.yellow}" stroke="${palette.blue}" stroke-width="1.2"/>`
      : `<path d="M${frame.map((p) => `${num(p[0])} ${num(p[1])}`).join('L')}z" fill="${palette.yellow}" fill-opacity=".6" stroke="${palette.blue}" stroke-width="1.2"/>`) +
    `</g>`
  );
}
