import type { GeoProjection } from 'd3-geo';
import { geoBounds, geoContains } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';

/** A rectangle in the map's pixels. */
export type Box = { left: number; top: number; right: number; bottom: number };

/** The box a feature covers once projected. */
export function projectedBox(projection: GeoProjection, feature: Feature): Box {
  const [[west, south], [east, north]] = geoBounds(feature);
  const corners = [
    [west, south],
    [west, north],
    [east, south],
    [east, north],
  ].map((c) => projection(c as [number, number])!);
  return {
    left: Math.min(...corners.map((c) => c[0])),
    top: Math.min(...corners.map((c) => c[1])),
    right: Math.max(...corners.map((c) => c[0])),
    bottom: Math.max(...corners.map((c) => c[1])),
  };
}

/**
 * A point well inside a place (a municipality, a country) and inside the frame, for its name: of a grid over its visible
 * part, the point farthest from its border. Undefined when less than `minimum` px of it is visible.
 */
export function interiorPoint(
  projection: GeoProjection,
  municipality: Feature<Polygon | MultiPolygon>,
  [width, height]: [number, number],
  minimum = 4,
): [number, number] | undefined {
  const box = projectedBox(projection, municipality);
  const left = Math.max(box.left, 0),
    right = Math.min(box.right, width);
  const top = Math.max(box.top, 0),
    bottom = Math.min(box.bottom, height);
  if (right - left < minimum || bottom - top < minimum) return undefined;
  const rings = ringsOf(municipality.geometry).map((ring) => ring.map((c) => projection(c as [number, number])!));
  let best: [number, number] | undefined;
  let bestDistance = minimum / 2;
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      const x = left + ((right - left) * i) / steps;
      const y = top + ((bottom - top) * j) / steps;
      const lonLat = projection.invert!([x, y]);
      if (!lonLat || !geoContains(municipality, lonLat)) continue;
      // Distance to the border, and to the frame's edge (a name must not run off the map).
      let distance = Math.min(x, width - x, y, height - y) * 1.5;
      for (const ring of rings)
        for (let k = 1; k < ring.length; k++) distance = Math.min(distance, segmentDistance(x, y, ring[k - 1]!, ring[k]!));
      if (distance > bestDistance) {
        bestDistance = distance;
        best = [x, y];
      }
    }
  }
  return best;
}

function ringsOf(geometry: Polygon | MultiPolygon): Position[][] {
  return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
}

function segmentDistance(x: number, y: number, a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / length));
  return Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy);
}
