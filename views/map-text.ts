import type { Messages } from '../shared/i18n';
import { fill } from '../shared/i18n/fill';

/** Accessible name of the home page's coverage map (also the SVG's title). */
export function coverageMapAlt(t: Messages, cityCount: number): string {
  return fill(t.map.coverage, { count: cityCount });
}

/**
 * Accessible name of a city page's locator map: the place (among the 19 communes when it is one of
 * them; with all of them on the Brussels page) and the served zones the map shows.
 */
export function cityMapAlt(t: Messages, map: { place: string; kind: 'city' | 'commune' | 'region'; zones: string[] }): string {
  const base = fill(t.map[map.kind], { place: map.place });
  if (map.kind === 'region') return base;
  return map.zones.length > 0 ? base + fill(t.map.zones, { zones: map.zones.join(', ') }) : base;
}
