import type { GeoProjection, GeoStream } from 'd3-geo';
import { geoPath } from 'd3-geo';
import type { GeoPermissibleObjects } from 'd3-geo';

/**
 * A stream that drops projected points closer than `tolerance` pixels to the last one kept (each
 * line's last point always kept): with coordinates rounded to 0.1 px, this keeps the maps small.
 */
function thinned(out: GeoStream, tolerance: number): GeoStream {
  let lastX = NaN,
    lastY = NaN,
    heldX = NaN,
    heldY = NaN,
    held = false,
    inLine = false;
  return {
    point(x, y) {
      if (!inLine) return out.point(x, y);
      if (Number.isNaN(lastX) || Math.hypot(x - lastX, y - lastY) >= tolerance) {
        out.point(x, y);
        lastX = x;
        lastY = y;
        held = false;
      } else {
        heldX = x;
        heldY = y;
        held = true;
      }
    },
    lineStart() {
      inLine = true;
      lastX = lastY = NaN;
      held = false;
      out.lineStart();
    },
    lineEnd() {
      if (held) out.point(heldX, heldY);
      inLine = false;
      out.lineEnd();
    },
    polygonStart() {
      out.polygonStart();
    },
    polygonEnd() {
      out.polygonEnd();
    },
    sphere() {
      out.sphere?.();
    },
  };
}

/** SVG path data of a GeoJSON object through a projection: thinned, 0.1 px precision. */
export function pathMaker(projection: GeoProjection, tolerance = 0.7): (object: GeoPermissibleObjects) => string {
  const path = geoPath({ stream: (out: GeoStream) => projection.stream(thinned(out, tolerance)) }).digits(1);
  return (object) => compact(path(object) ?? '');
}

/** Rewrites absolute path data (M, L, Z at 0.1 px) as relative moves and lines: about half the bytes. */
function compact(d: string): string {
  let out = '';
  let x = 0,
    y = 0,
    startX = 0,
    startY = 0;
  for (const [, command, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === 'Z') {
      out += 'z';
      x = startX;
      y = startY;
      continue;
    }
    const [px, py] = args!.split(',').map((value) => Math.round(Number(value) * 10)) as [number, number];
    const dx = px - x,
      dy = py - y;
    if (command === 'L' && dx === 0 && dy === 0) continue;
    // After "m", further pairs are relative lines: no letter needed.
    out += (command === 'M' ? 'm' : '') + pair(dx, dy, out);
    x = px;
    y = py;
    if (command === 'M') {
      startX = px;
      startY = py;
    }
  }
  return out;
}

/** Two tenths-of-a-pixel deltas as SVG numbers, separated only where needed. */
function pair(dx: number, dy: number, before: string): string {
  const a = tenths(dx),
    b = tenths(dy);
  const lead = /[\d.]$/.test(before) && !a.startsWith('-') ? ' ' : '';
  return lead + a + (b.startsWith('-') ? '' : ' ') + b;
}

function tenths(value: number): string {
  return String(value / 10).replace(/^(-?)0\./, '$1.');
}

/** Escapes text for an SVG element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A number rounded to 0.1 for an attribute. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}
