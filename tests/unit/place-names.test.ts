import { geoContains } from 'd3-geo';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import { findTopology } from '../../build/places-data.mjs';
import { normalName } from '../../build/map/zone-places';
import { placeIndex } from '../../shared/places/list';
import { localities, mergers2025, normalizePlaceName } from '../../shared/places/names';
import { findPlace, placeName, suggestPlace } from '../../shared/places/places';
import { estimateTrip } from '../../shared/offer/trip-zone';

/**
 * Places people type (issue 21): the municipalities as merged on 1 January 2025 with their former
 * names, the sections and short names, accents and hyphens optional, and a suggestion for a name we
 * do not know. One normaliser serves the simulator and the build's maps.
 */

const find = (text: string, lang: 'fr' | 'nl' = 'fr') => findPlace(placeIndex, text, lang);

/** The shared data directory above the repository (../shared/data from the main checkout). */
function sharedDataFile(name: string): string | null {
  let dir = path.resolve('..');
  for (;;) {
    const candidate = path.join(dir, 'shared', 'data', name);
    if (existsSync(candidate)) return candidate;
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

describe('the project copy of the 2025 mergers', () => {
  // The source sits beside the project in the workplace (../shared/data); a clone elsewhere has only the copy.
  const shared = sharedDataFile('belgium-mergers-2025.json');
  it.skipIf(shared === null)('is the shared file, byte for byte', () => {
    expect(readFileSync('shared/data/belgium-mergers-2025.json', 'utf8')).toBe(readFileSync(shared!, 'utf8'));
  });

  it('names 14 mergers of 30 municipalities (581 became 565)', () => {
    expect(mergers2025).toHaveLength(14);
    expect(mergers2025.reduce((sum, m) => sum + m.formerly.length, 0) - mergers2025.length).toBe(581 - 565);
  });
});

describe('merged municipalities', () => {
  it.each([
    ['Pajottegem', 'Pajottegem'],
    ['Beveren-Kruibeke-Zwijndrecht', 'Beveren-Kruibeke-Zwijndrecht'],
    ['beveren kruibeke zwijndrecht', 'Beveren-Kruibeke-Zwijndrecht'],
    ['Tongeren-Borgloon', 'Tongeren-Borgloon'],
    ['Tongres-Looz', 'Tongeren-Borgloon'],
    ['Merelbeke-Melle', 'Merelbeke-Melle'],
    ['Nazareth-De Pinte', 'Nazareth-De Pinte'],
    ['Bastogne', 'Bastenaken'],
  ])('%j is the municipality %s', (text, nl) => {
    expect(find(text)?.nl).toBe(nl);
    expect(find(text)?.of).toBeUndefined();
  });

  it.each([
    ['Borsbeek', 'Antwerpen'],
    ['Kruibeke', 'Beveren-Kruibeke-Zwijndrecht'],
    ['Zwijndrecht', 'Beveren-Kruibeke-Zwijndrecht'],
    ['Gooik', 'Pajottegem'],
    ['Herne', 'Pajottegem'],
    ['Galmaarden', 'Pajottegem'],
    ['Wachtebeke', 'Lochristi'],
    ['Moerbeke', 'Lokeren'],
    ['Kortessem', 'Hasselt'],
    ['Meulebeke', 'Tielt'],
    ['Ruiselede', 'Wingene'],
    ['Hoeselt', 'Bilzen-Hoeselt'],
    ['Ham', 'Tessenderlo-Ham'],
    ['Melle', 'Merelbeke-Melle'],
    ['De Pinte', 'Nazareth-De Pinte'],
    ['Borgloon', 'Tongeren-Borgloon'],
    ['Looz', 'Tongeren-Borgloon'],
    ['Bertogne', 'Bastenaken'],
  ])('the former municipality %j is still found, in %s', (text, merged) => {
    const place = find(text, 'nl');
    expect(place?.of?.nl).toBe(merged);
    expect(placeName(place!, 'nl')).toBe(`${place!.nl} (${merged})`);
  });

  it('places a merged municipality at its namesake town, or between its parts when it has none', () => {
    expect(find('Anvers')).toMatchObject({ lon: 4.4, lat: 51.221 });
    expect(find('Beveren-Kruibeke-Zwijndrecht')).toMatchObject({ lon: 4.232, lat: 51.258 });
    const parts = ['Galmaarden', 'Gooik', 'Herne'].map((name) => find(name)!);
    expect(find('Pajottegem')!.lon).toBeCloseTo(parts.reduce((sum, p) => sum + p.lon, 0) / 3, 3);
  });
});

describe('sections, localities and short names', () => {
  it.each([
    ['Louvain-la-Neuve', 'Louvain-la-Neuve (Ottignies-Louvain-la-Neuve)'],
    ['louvain la neuve', 'Louvain-la-Neuve (Ottignies-Louvain-la-Neuve)'],
    ['LLN', 'Louvain-la-Neuve (Ottignies-Louvain-la-Neuve)'],
    ['Ottignies', 'Ottignies (Ottignies-Louvain-la-Neuve)'],
    ['Zeebrugge', 'Zeebrugge (Bruges)'],
    ['Heverlee', 'Heverlee (Louvain)'],
    ['Wilrijk', 'Wilrijk (Anvers)'],
    ['Sart Tilman', 'Sart-Tilman (Liège)'],
    ['Doel', 'Doel (Beveren-Kruibeke-Zwijndrecht)'],
    ['Laeken', 'Laeken (Bruxelles)'],
    ['Molenbeek', 'Molenbeek-Saint-Jean'],
    ['Saint-Josse', 'Saint-Josse-ten-Noode'],
    ['St-Josse', 'Saint-Josse-ten-Noode'],
    ['Sint-Joost', 'Saint-Josse-ten-Noode'],
    ['sint joost', 'Saint-Josse-ten-Noode'],
    ['Boitsfort', 'Watermael-Boitsfort'],
    ['Bruxelles-Ville', 'Bruxelles'],
    ['Brussel-Stad', 'Bruxelles'],
  ])('%j is %s on a French page', (text, name) => {
    expect(placeName(find(text, 'fr')!, 'fr')).toBe(name);
  });

  it('names them in Dutch on a Dutch page', () => {
    expect(placeName(find('Laken', 'nl')!, 'nl')).toBe('Laken (Brussel)');
    expect(placeName(find('Sint-Joost', 'nl')!, 'nl')).toBe('Sint-Joost-ten-Node');
    expect(placeName(find('Molenbeek', 'nl')!, 'nl')).toBe('Sint-Jans-Molenbeek');
    expect(placeName(find('Zeebrugge', 'nl')!, 'nl')).toBe('Zeebrugge (Brugge)');
  });

  it('puts each section inside its municipality (the territory of the map data)', () => {
    const topology = JSON.parse(readFileSync(findTopology(), 'utf8'));
    const collection = feature(topology, topology.objects.municipalities) as unknown as { features: { properties: { name_fr: string } }[] };
    const municipalities = collection.features;
    for (const locality of localities) {
      const home = municipalities.find((m) => m.properties.name_fr === locality.in);
      expect(home, locality.in).toBeDefined();
      if (locality.at) expect(geoContains(home as never, locality.at), locality.fr).toBe(true);
    }
  });

  it('measures from the section, not the municipality: Louvain-la-Neuve is not Ottignies', () => {
    const route = estimateTrip({ from: 'Ottignies', to: 'Louvain-la-Neuve' }, placeIndex, 'fr');
    expect(route).toMatchObject({ kind: 'known', km: 4, zone: 'upTo100Km' });
  });

  it('keeps official names first: a short name never takes a municipality’s place', () => {
    expect(find('Deurne')?.of?.fr).toBe('Anvers');
    expect(find('Saint-Nicolas')?.nis).toBe('62093');
    expect(find('Ham')?.of?.nl).toBe('Tessenderlo-Ham');
  });
});

describe('the zone of a trip', () => {
  const zone = (from: string, to: string) => {
    const route = estimateTrip({ from, to }, placeIndex, 'fr');
    return route?.kind === 'known' ? route.zone : route;
  };
  it.each([
    ['Ixelles', 'Saint-Gilles', 'brusselsCentre'],
    ['Bruxelles', 'Molenbeek', 'brusselsCentre'],
    ['Anderlecht', 'Saint-Josse', 'brusselsCentre'],
    ['Uccle', 'Schaerbeek', 'brusselsArea'],
    ['Bruxelles', 'Woluwe-Saint-Pierre', 'brusselsArea'],
    ['Laeken', 'Ixelles', 'brusselsArea'],
    // A municipality that borders the Region is in the periphery, as the zone card says (issue 27).
    ['Bruxelles', 'Zaventem', 'brusselsArea'],
    ['Bruxelles', 'Wezembeek-Oppem', 'upTo100Km'],
    ['Namur', 'Hasselt', 'upTo100Km'],
    ['Liège', 'Gent', 'over100Km'],
    ['Arlon', 'Ostende', 'over100Km'],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(zone(from, to)).toBe(expected);
  });
});

describe('an unknown place', () => {
  it.each([
    ['Louvin-la-Neuve', 'Louvain-la-Neuve'],
    ['Ottignie', 'Ottignies'],
    ['Zeebruge', 'Zeebrugge'],
    ['Bruxel', 'Bruxelles'],
    ['Charleroy', 'Charleroi'],
    ['Schaerbeck', 'Schaerbeek'],
  ])('%j gets a message and the suggestion %j', (typed, near) => {
    const route = estimateTrip({ from: typed, to: 'Namur' }, placeIndex, 'fr');
    expect(route).toEqual({ kind: 'unknown', from: true, to: false, suggest: { from: near } });
  });

  it('gets no suggestion when nothing is near, and never a distance', () => {
    expect(suggestPlace(placeIndex, 'Paris', 'fr')).toBeNull();
    expect(suggestPlace(placeIndex, 'Maastricht', 'nl')).toBeNull();
    expect(estimateTrip({ from: 'Paris', to: 'Namur' }, placeIndex, 'fr')).toMatchObject({ kind: 'unknown', from: true });
  });
});

describe('one place-name normaliser', () => {
  it('is the one the build’s maps use', () => {
    expect(normalName).toBe(normalizePlaceName);
  });

  it.each([
    ['Grâce-Hollogne', 'grace hollogne'],
    ["'s-Gravenbrakel", 's gravenbrakel'],
    ['Saint-Josse-ten-Noode', 'st josse ten noode'],
    ['Sint-Joost', 'st joost'],
    ['St.-Truiden', 'st truiden'],
    ['  LOUVAIN–LA–NEUVE ', 'louvain la neuve'],
  ])('%j → %j', (text, normal) => {
    expect(normalizePlaceName(text)).toBe(normal);
  });
});
