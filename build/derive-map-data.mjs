// Derives data/belgium-municipalities.topo.json, the map data the build reads, from the shared
// TopoJSON of Belgium's 581 municipalities (bmesuere/belgium-topojson, CC0): keeps the municipalities
// with the properties the maps use, drops the arrondissements and provinces (the maps merge them
// from the municipalities), and simplifies each arc (Douglas-Peucker, ends kept, so neighbours still
// share their borders) to a tolerance finer than a pixel of the most zoomed-in map.
// Usage: node build/derive-map-data.mjs [source.topo.json] (default: the nearest shared/data/ upwards)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The derived file the maps and the places read. */
export const mapDataFile = path.join(root, 'data/belgium-municipalities.topo.json');

/** The shared source: shared/data/belgium-municipalities.topo.json in the repository or a folder above it, or null. */
export function findSharedTopology() {
  for (let folder = root; ; folder = path.dirname(folder)) {
    const file = path.join(folder, 'shared/data/belgium-municipalities.topo.json');
    if (existsSync(file)) return file;
    if (path.dirname(folder) === folder) return null;
  }
}
/** Tolerance in quantized units (one unit is about 25 m; a pixel of the Brussels map is about 45 m). */
const tolerance = 1.2;

/** The derived topology (as the JSON text to write) from the shared one, and its points before and after. */
export function deriveMapData(topology) {
  const [kx, ky] = topology.transform.scale;
  // Metres per unit, roughly, at Belgium's latitude: the tolerance is measured in a square space.
  const sx = kx * 111320 * Math.cos((50.5 * Math.PI) / 180);
  const sy = ky * 110570;
  const unit = Math.min(sx, sy);

  function simplify(points) {
    if (points.length <= 2) return points;
    const keep = new Uint8Array(points.length);
    keep[0] = keep[points.length - 1] = 1;
    const stack = [[0, points.length - 1]];
    while (stack.length) {
      const [first, last] = stack.pop();
      const [ax, ay] = points[first];
      const [bx, by] = points[last];
      const dx = (bx - ax) * sx,
        dy = (by - ay) * sy;
      const length = Math.hypot(dx, dy);
      let worst = -1,
        index = -1;
      for (let i = first + 1; i < last; i++) {
        const px = (points[i][0] - ax) * sx,
          py = (points[i][1] - ay) * sy;
        const distance = length === 0 ? Math.hypot(px, py) : Math.abs(dx * py - dy * px) / length;
        if (distance > worst) {
          worst = distance;
          index = i;
        }
      }
      if (worst > tolerance * unit) {
        keep[index] = 1;
        stack.push([first, index], [index, last]);
      }
    }
    return points.filter((_, i) => keep[i]);
  }

  let before = 0,
    after = 0;
  const arcs = topology.arcs.map((arc) => {
    let x = 0,
      y = 0;
    const absolute = arc.map(([dx, dy]) => [(x += dx), (y += dy)]);
    // A closed ring keeps a middle point too, so that it never collapses to a segment.
    const kept =
      absolute.length > 3 && absolute[0][0] === absolute.at(-1)[0] && absolute[0][1] === absolute.at(-1)[1]
        ? [
            ...simplify(absolute.slice(0, Math.ceil(absolute.length / 2) + 1)).slice(0, -1),
            ...simplify(absolute.slice(Math.ceil(absolute.length / 2))),
          ]
        : simplify(absolute);
    before += absolute.length;
    after += kept.length;
    let px = 0,
      py = 0;
    return kept.map(([ax, ay]) => {
      const delta = [ax - px, ay - py];
      px = ax;
      py = ay;
      return delta;
    });
  });

  const fields = ['nis', 'name_fr', 'name_nl', 'reg_nis', 'prov_nis', 'population'];
  const municipalities = topology.objects.municipalities;
  const derived = {
    type: 'Topology',
    bbox: topology.bbox,
    transform: topology.transform,
    objects: {
      municipalities: {
        type: municipalities.type,
        geometries: municipalities.geometries.map(({ properties, ...geometry }) => ({
          ...geometry,
          properties: Object.fromEntries(
            fields.filter((field) => properties[field] !== undefined).map((field) => [field, properties[field]]),
          ),
        })),
      },
    },
    arcs,
  };
  return { json: JSON.stringify(derived), before, after };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = process.argv[2] ?? findSharedTopology();
  if (!source) throw new Error('no shared/data/belgium-municipalities.topo.json above the repository: name the source');
  const { json, before, after } = deriveMapData(JSON.parse(readFileSync(source, 'utf8')));
  writeFileSync(mapDataFile, json);
  console.log(`${path.relative(root, mapDataFile)}: ${before} points -> ${after}, ${(json.length / 1024).toFixed(0)} KB`);
}
