/**
 * Places map labels so that none overlaps another or a marker: each label tries positions around
 * its point (right, left, above, below, the diagonals, then farther out with a leader line), and a
 * few rounds of local search move each label to the position that costs least given the others.
 * Widths are estimated from DejaVu Sans (the widest of the usual system fonts), so labels drawn in
 * a narrower font only gain room.
 */

/**
 * The width a map is shown at on a 390 px phone: the page's container (390 px less 1 rem each side:
 * 358 px), the map taking all of it (`.map` in public/styles.css), less the image's 1 px border.
 * tests/e2e/every-page.spec.ts reads the width in the page and draws the labels at it (map-labels-drawn.ts).
 */
export const phoneMapWidth = 390 - 2 * 16 - 2;

/** The smallest label size, in a map's units, that still shows as 11 px on that phone (readable on a phone). */
export function minLabelSize(mapWidth: number): number {
  return Math.ceil(((11 * mapWidth) / phoneMapWidth) * 10) / 10;
}

/** A label to place: its lines, the point it names, the marker radius there (0: an area's label), its font. */
export type LabelRequest = {
  lines: string[];
  x: number;
  y: number;
  marker: number;
  size: number;
  bold?: boolean;
  /** A required label is always drawn; an optional one is dropped rather than overlap. */
  required: boolean;
};

/** A placed label: its lines' baseline start, the text anchor and, when moved away, a leader line. */
export type PlacedLabel = {
  request: LabelRequest;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  leader?: [number, number, number, number];
};

/** A rectangle in the map's pixels. */
export type Box = { left: number; top: number; right: number; bottom: number };

// Advance widths of DejaVu Sans in em; other characters count as "n".
const widths: Record<string, number> = {
  ' ': 0.32,
  a: 0.61,
  b: 0.63,
  c: 0.55,
  d: 0.63,
  e: 0.62,
  f: 0.35,
  g: 0.63,
  h: 0.63,
  i: 0.28,
  j: 0.28,
  k: 0.58,
  l: 0.28,
  m: 0.97,
  n: 0.63,
  o: 0.61,
  p: 0.63,
  q: 0.63,
  r: 0.41,
  s: 0.52,
  t: 0.39,
  u: 0.63,
  v: 0.59,
  w: 0.82,
  x: 0.59,
  y: 0.59,
  z: 0.52,
  A: 0.68,
  B: 0.69,
  C: 0.7,
  D: 0.77,
  E: 0.63,
  F: 0.58,
  G: 0.78,
  H: 0.75,
  I: 0.3,
  J: 0.3,
  K: 0.66,
  L: 0.56,
  M: 0.86,
  N: 0.75,
  O: 0.79,
  P: 0.6,
  Q: 0.79,
  R: 0.7,
  S: 0.64,
  T: 0.61,
  U: 0.73,
  V: 0.68,
  W: 0.99,
  X: 0.69,
  Y: 0.61,
  Z: 0.69,
  '-': 0.36,
  '’': 0.32,
  "'": 0.28,
  '(': 0.39,
  ')': 0.39,
  '.': 0.32,
};

/** The estimated width of a line of text in pixels. */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const char of text.normalize('NFD').replace(/\p{M}/gu, '')) em += widths[char] ?? 0.63;
  return em * size * (bold ? 1.1 : 1);
}

const lineHeight = 1.15;
const halo = 2;

/** The rectangle a placed label covers, halo included. */
export function labelBox(label: PlacedLabel): Box {
  return boxOf(label.request, label.x, label.y, label.anchor);
}

function boxOf(request: LabelRequest, x: number, y: number, anchor: PlacedLabel['anchor']): Box {
  const width = Math.max(...request.lines.map((line) => textWidth(line, request.size, request.bold)));
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  const top = y - 0.78 * request.size;
  const bottom = y + (request.lines.length - 1) * lineHeight * request.size + 0.24 * request.size;
  return { left: left - halo, top: top - halo, right: left + width + halo, bottom: bottom + halo };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

type Candidate = { x: number; y: number; anchor: PlacedLabel['anchor']; box: Box; cost: number; leader?: PlacedLabel['leader'] };

function candidates(request: LabelRequest, frame: Box): Candidate[] {
  const { x, y, marker, size, lines } = request;
  const height = (lines.length - 1) * lineHeight * size;
  const result: Candidate[] = [];
  const add = (cx: number, cy: number, anchor: PlacedLabel['anchor'], cost: number, leader?: boolean) => {
    const box = boxOf(request, cx, cy, anchor);
    if (box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom) return;
    const end: [number, number] = [Math.max(box.left, Math.min(x, box.right)), Math.max(box.top, Math.min(y, box.bottom))];
    result.push({ x: cx, y: cy, anchor, box, cost, ...(leader ? { leader: [x, y, end[0], end[1]] as PlacedLabel['leader'] } : {}) });
  };
  if (marker === 0) {
    // An area's label: on its point, then nudged.
    const middle = y + 0.3 * size - height / 2;
    add(x, middle, 'middle', 0);
    for (const [dx, dy] of [
      [0, -0.6],
      [0, 0.6],
      [-0.8, 0],
      [0.8, 0],
      [0, -1.2],
      [0, 1.2],
    ] as const)
      add(x + dx * size, middle + dy * size, 'middle', 3);
    // A small area's name may also stand outside it, joined by a leader line (the rings below).
  }
  const rings =
    marker === 0
      ? [
          [size, 12],
          [2 * size, 15],
          [3 * size, 18],
          [4.5 * size, 21],
          [6 * size, 24],
        ]
      : [
          [marker + 3, 0],
          [marker + 16, 6],
          [marker + 30, 9],
          [marker + 48, 12],
          [marker + 66, 15],
        ];
  for (const [ring, extra] of rings as [number, number][]) {
    const leader = extra > 0;
    add(x + ring, y + 0.32 * size - height / 2, 'start', extra, leader);
    add(x - ring, y + 0.32 * size - height / 2, 'end', extra + 0.5, leader);
    add(x, y - ring - 0.24 * size - height, 'middle', extra + 1, leader);
    add(x, y + ring + 0.78 * size, 'middle', extra + 1.5, leader);
    const diagonal = ring * 0.75;
    add(x + diagonal, y - diagonal - 0.1 * size - height, 'start', extra + 2, leader);
    add(x + diagonal, y + diagonal + 0.6 * size, 'start', extra + 2.5, leader);
    add(x - diagonal, y - diagonal - 0.1 * size - height, 'end', extra + 2.5, leader);
    add(x - diagonal, y + diagonal + 0.6 * size, 'end', extra + 3, leader);
  }
  return result;
}

/** Places labels inside a frame (width × height), away from markers and from `obstacles` (an inset, say). */
export function placeLabels(requests: LabelRequest[], width: number, height: number, obstacles: Box[] = []): PlacedLabel[] {
  const frame = { left: 2, top: 2, right: width - 2, bottom: height - 2 };
  const markers: Box[] = requests
    .filter((r) => r.marker > 0)
    .map((r) => ({ left: r.x - r.marker - 1, top: r.y - r.marker - 1, right: r.x + r.marker + 1, bottom: r.y + r.marker + 1 }));
  const options = requests.map((r) => candidates(r, frame));
  const chosen: (Candidate | undefined)[] = requests.map(() => undefined);

  const costOf = (i: number, c: Candidate): number => {
    let cost = c.cost;
    for (const [j, other] of chosen.entries()) if (j !== i && other) cost += overlap(c.box, other.box) * 10;
    for (const marker of markers) cost += overlap(c.box, marker) * 20;
    for (const obstacle of obstacles) cost += overlap(c.box, obstacle) * 20;
    return cost;
  };
  const best = (i: number): Candidate | undefined => {
    let found: Candidate | undefined;
    let lowest = Infinity;
    for (const c of options[i]!) {
      const cost = costOf(i, c);
      if (cost < lowest) {
        lowest = cost;
        found = c;
      }
    }
    return found;
  };

  // Required labels first, placed and then moved until they settle; then each optional label, in
  // the order given (most important first), where it overlaps nothing, or not at all.
  const required = [...requests.keys()].filter((i) => requests[i]!.required);
  const optional = [...requests.keys()].filter((i) => !requests[i]!.required);
  for (const i of required) chosen[i] = best(i);
  for (let round = 0; round < 30; round++) for (const i of required) chosen[i] = best(i);
  // Still a collision (a crowded map: the 19 communes of Brussels): place them again one by one, in
  // other orders (a fixed seed, so the same map every build), each where it overlaps nothing placed yet.
  const collides = () => required.some((i) => chosen[i] && costOf(i, chosen[i]!) !== chosen[i]!.cost);
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let attempt = 0; attempt < 200 && collides(); attempt++) {
    const order =
      attempt === 0 ? [...required].sort((a, b) => options[a]!.length - options[b]!.length) : [...required].sort(() => random() - 0.5);
    for (const i of required) chosen[i] = undefined;
    for (const i of order) chosen[i] = best(i);
    for (let round = 0; round < 3; round++) for (const i of required) chosen[i] = best(i);
  }
  // A map whose required names still collide is a build error, not a map to ship.
  for (const i of required) {
    const c = chosen[i];
    if (!c) throw new Error(`no room for the label ${requests[i]!.lines.join(' ')}`);
    if (costOf(i, c) !== c.cost) throw new Error(`the label ${requests[i]!.lines.join(' ')} overlaps another`);
  }
  for (const i of optional) {
    const c = best(i);
    if (c && costOf(i, c) === c.cost) chosen[i] = c;
  }
  const order = [...required, ...optional];
  return order.flatMap((i) => {
    const c = chosen[i];
    if (!c) return [];
    return [{ request: requests[i]!, x: c.x, y: c.y, anchor: c.anchor, ...(c.leader ? { leader: c.leader } : {}) }];
  });
}
