import { readFileSync } from 'node:fs';
import { neighbors } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import { findTopology } from '../../build/places-data.mjs';
import list from '../../shared/data/places.json';
import type { CityArea } from '../../shared/offer/city-areas';
import { cityAreas, inCityArea } from '../../shared/offer/city-areas';
import { cellPromise, fiveCitiesOf, tripCell, tripPromise } from '../../shared/offer/promises';
import { mergers2025, normalizePlaceName } from '../../shared/places/names';
import { placeIndex } from '../../shared/places/list';
import type { Place } from '../../shared/places/places';
import { brusselsBorderMunicipalities } from '../../shared/places/places';
import { estimateTrip } from '../../shared/offer/trip-zone';
import type { Lang } from '../../shared/langs';
import { hourText, spanWords } from '../../shared/offer/words';
import { cityIds, pages } from '../../shared/routes';
import { typeset } from '../../shared/typography';
import { pageCopy } from '../support/copy';

/**
 * One answer for Express's same day in the five cities (issue 27): the served area of each city
 * (shared/offer/city-areas.ts) is what its pages name, and what the simulator prices. Every municipality
 * (or former municipality, or section the place data knows) that a city page's coverage card or zone
 * list names lies in the city's served area, and a trip from the city to each served municipality gets
 * Express's "city" cell, the same day the page promises.
 */

/** The city pages of the route table whose city has a served area of its own (Antwerp, Ghent, Liège, Charleroi). */
const pageCities = cityIds.filter((id) => cityAreas.some((area) => area.city === id && !area.region));
const langs: Lang[] = ['fr', 'nl'];
const areaOf = (city: string): CityArea => cityAreas.find((area) => area.city === city)!;

/**
 * The places a text names: runs of up to five words, the longest first, that the simulator's index
 * knows in either language, written with a capital (so that the French "ans", years, is not Ans).
 */
function placesNamed(text: string): { name: string; place: Place }[] {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const found: { name: string; place: Place }[] = [];
  for (let i = 0; i < words.length; ) {
    let length = 0;
    if (/^\p{Lu}/u.test(words[i]!)) {
      for (let n = Math.min(5, words.length - i); n > 0 && !length; n--) {
        const name = words.slice(i, i + n).join(' ');
        const key = normalizePlaceName(name);
        const place = placeIndex.byName.fr.get(key) ?? placeIndex.byName.nl.get(key);
        if (place) {
          found.push({ name, place });
          length = n;
        }
      }
    }
    i += Math.max(1, length);
  }
  return found;
}

/** What a city page says about where it delivers: its coverage card and its zone list. */
const coverageText = (city: (typeof pageCities)[number], lang: Lang) => {
  const copy = pageCopy(lang, `cities/${city}`);
  return [copy.highlights.coverage, ...(copy.zones?.items ?? [])].join(' · ');
};

/** The simulator's trip between two typed names: its zone and distance, and the cell the day speed buys. */
function dayTrip(from: string, to: string, lang: Lang) {
  const estimate = estimateTrip({ from, to }, placeIndex, lang);
  if (estimate?.kind !== 'known') throw new Error(`${from} → ${to}: not a known trip`);
  const cities = fiveCitiesOf(estimate.from, estimate.to);
  return { cities, cell: tripCell(estimate.zone, 'day', estimate.km, cities), estimate };
}

describe('the five cities’ served areas', () => {
  it('gives Brussels the periphery zone’s municipalities, those that border the Region', () => {
    const brussels = areaOf('brussels');
    for (const nis of brusselsBorderMunicipalities) expect(inCityArea(brussels, nis), nis).toBe(true);
    expect(inCityArea(brussels, '23103'), 'Wezembeek-Oppem, which does not border the Region').toBe(false);
  });

  it('takes in every municipality that borders each of the four cities in the map data, as the cell says', () => {
    const topology = JSON.parse(readFileSync(findTopology(), 'utf8'));
    const geometries: { properties: { nis: string | number } }[] = topology.objects.municipalities.geometries;
    const around: number[][] = neighbors(geometries as never);
    for (const area of cityAreas.filter((a) => !a.region)) {
      // The city as it is since 2025: its own municipality and any it absorbed (Antwerpen took in Borsbeek).
      const city = area.municipalities[0]!;
      const names = mergers2025.find((m) => m.formerly.includes(city.name))?.formerly ?? [city.name];
      const own = area.municipalities.filter((m) => names.includes(m.name)).map((m) => m.nis);
      expect(own.length, area.city).toBe(names.length);
      const bordering = geometries.flatMap((g, i) =>
        own.includes(String(g.properties.nis)) ? around[i]!.map((j) => String(geometries[j]!.properties.nis)) : [],
      );
      const served = area.municipalities.map((m) => m.nis);
      expect(
        bordering.filter((nis) => !served.includes(nis)),
        `${area.city}: bordering municipalities left out`,
      ).toEqual([]);
    }
  });

  const byNis = new Map(list.map((place) => [place.nis, place]));

  it('names each municipality by its NIS code and its name in the place data, in one area only', () => {
    const seen = new Set<string>();
    for (const area of cityAreas) {
      for (const m of area.municipalities) {
        const place = byNis.get(m.nis);
        expect(place, `${area.city}: ${m.nis}`).toBeDefined();
        expect([place!.fr, place!.nl], `${area.city}: ${m.nis}`).toContain(m.name);
        expect(seen.has(m.nis), `${m.name} in two areas`).toBe(false);
        seen.add(m.nis);
      }
    }
    expect(inCityArea(areaOf('brussels'), '21004')).toBe(true);
    expect(
      cityAreas
        .filter((area) => area.city !== 'brussels')
        .every((area) => !area.municipalities.some((m) => inCityArea(areaOf('brussels'), m.nis))),
    ).toBe(true);
  });

  it('takes a municipality merged in 2025 whole: every code it joined, or none', () => {
    const nisOf = (name: string) =>
      list.find((p) => normalizePlaceName(p.fr) === normalizePlaceName(name) || normalizePlaceName(p.nl) === normalizePlaceName(name))!.nis;
    for (const area of cityAreas) {
      for (const merger of mergers2025) {
        const served = merger.formerly.map((name) => inCityArea(area, nisOf(name)));
        expect(new Set(served).size, `${area.city}: ${merger.name_nl}`).toBe(1);
      }
    }
  });

  it('starts each area with the city itself, as the simulator finds it by its names', () => {
    for (const city of pageCities) {
      for (const lang of langs) {
        const place = estimateTrip(
          { from: pageCopy(lang, `cities/${city}`).name, to: pageCopy(lang, `cities/${city}`).name },
          placeIndex,
          lang,
        );
        expect(place?.kind === 'known' && place.from.nis, `${city} (${lang})`).toBe(areaOf(city).municipalities[0]!.nis);
      }
    }
  });
});

describe('city pages name only places of their served area', () => {
  for (const city of pageCities) {
    for (const lang of langs) {
      it(`${city} (${lang}): every municipality in the coverage card and the zone list is served the same day`, () => {
        const named = placesNamed(coverageText(city, lang));
        expect(named.length, 'the page names its city at least').toBeGreaterThan(0);
        const outside = named.filter(({ place }) => !inCityArea(areaOf(city), place.nis)).map(({ name }) => name);
        expect(outside, `${city} (${lang}) names places outside its served area`).toEqual([]);
        // And the simulator agrees: from the city to each, Express's same day inside the city.
        for (const { name } of named) {
          expect(dayTrip(pageCopy(lang, `cities/${city}`).name, name, lang).cell, `${city} → ${name}`).toEqual({
            product: 'express',
            area: 'city',
          });
        }
      });
    }
  }
});

describe('city pages promise the same day only where the simulator gives it', () => {
  for (const city of pageCities) {
    for (const lang of langs) {
      it(`${city} (${lang}): every place the same-day card names gets one of Express's same-day cells`, () => {
        const card = pageCopy(lang, `cities/${city}`).services.find((service) => service.kind === 'same-day')!;
        const named = placesNamed(`${card.title} ${card.text}`);
        expect(named.length).toBeGreaterThan(0);
        for (const { name } of named) {
          const { cell } = dayTrip(pageCopy(lang, `cities/${city}`).name, name, lang);
          expect(cell.product, `${city} → ${name}`).toBe('express');
          expect(['city', 'betweenCities'], `${city} → ${name}`).toContain(cell.area);
          expect(cellPromise(cell.product, cell.area).delivery, `${city} → ${name}`).toMatchObject({ from: 0, unit: 'workday' });
        }
      });
    }
  }
});

describe('the simulator prices the served areas as the pages promise', () => {
  for (const city of pageCities) {
    it(`${city}: a trip from the city to each served municipality gets Express's city cell, the same day`, () => {
      for (const m of areaOf(city).municipalities) {
        for (const lang of langs) {
          const name = byName(m.nis, lang);
          const trip = dayTrip(pageCopy(lang, `cities/${city}`).name, name, lang);
          expect(trip.cities, `${city} → ${name}`).toBe('within');
          expect(trip.cell, `${city} → ${name}`).toEqual({ product: 'express', area: 'city' });
          const promise = tripPromise({ zone: trip.estimate.zone, speed: 'day', distanceKm: trip.estimate.km }, trip.cities);
          expect(promise, `${city} → ${name}`).toEqual(cellPromise('express', 'city'));
          expect(promise.delivery).toMatchObject({ from: 0, unit: 'workday' });
        }
      }
    });
  }

  it('links two areas by Express between cities, and leaves a place outside them to Standard', () => {
    expect(dayTrip('Liège', 'Seraing', 'fr').cell).toEqual({ product: 'express', area: 'city' });
    expect(dayTrip('Seraing', 'Antwerpen', 'fr')).toMatchObject({ cities: 'between', cell: { product: 'express', area: 'betweenCities' } });
    // Brussels's bordering communes count with Brussels, as the other cities' do with theirs.
    expect(dayTrip('Zaventem', 'Anvers', 'fr')).toMatchObject({ cities: 'between', cell: { product: 'express', area: 'betweenCities' } });
    expect(dayTrip('Antwerpen', 'Beveren-Kruibeke-Zwijndrecht', 'nl').cell).toEqual({ product: 'express', area: 'city' });
    expect(dayTrip('Borsbeek', 'Zwijndrecht', 'nl')).toMatchObject({ cities: 'within', cell: { product: 'express', area: 'city' } });
    expect(dayTrip('Liège', 'Namur', 'fr')).toMatchObject({ cities: undefined, cell: { product: 'standard' } });
    expect(dayTrip('Charleroi', 'Walcourt', 'fr')).toMatchObject({ cities: undefined, cell: { product: 'standard' } });
  });
});

/** The name of a municipality in the place data, in one language, as a visitor types it. */
function byName(nis: string, lang: Lang): string {
  return list.find((place) => place.nis === nis)![lang];
}

/**
 * Every city page of the route table (issue 34, item 7), not a list typed here: its same-day card states the
 * delivery and the cut-off of the cell the simulator sells for a trip inside that city, by the day speed. A new
 * city page that promises what the simulator does not sell there (a same day where Standard runs, a 16 h
 * cut-off where it is 14 h) fails.
 */
describe('each city page promises what the simulator sells inside that city', () => {
  const cityPages = pages.filter((page) => page.route.kind === 'city');
  it('reads every city page of the route table', () => {
    expect(cityPages.length).toBe(cityIds.length * langs.length);
  });
  for (const page of cityPages) {
    const { id } = page.route as Extract<typeof page.route, { kind: 'city' }>;
    it(`${page.path}: the same-day card states the cell a trip inside ${id} buys`, () => {
      const copy = pageCopy(page.lang, `cities/${id}`);
      const card = copy.services.find((service) => service.kind === 'same-day');
      expect(card, `${page.path} has a same-day card`).toBeDefined();
      const text = typeset(`${card!.title} ${card!.text}`, page.lang);
      const { cell } = dayTrip(copy.name, copy.name, page.lang);
      const promise = cellPromise(cell.product, cell.area);
      expect(text, `${page.path}: delivery`).toContain(typeset(spanWords(page.lang, promise.delivery), page.lang));
      if (promise.cutOff) expect(text, `${page.path}: cut-off`).toContain(typeset(hourText(page.lang, promise.cutOff.hour), page.lang));
      // A place the card names beyond the city (another of the five cities) is sold as the simulator sells that trip.
      const here = dayTrip(copy.name, copy.name, page.lang).estimate.from.nis;
      const inside = cityAreas.find((area) => inCityArea(area, here));
      for (const { name, place } of placesNamed(text)) {
        if (inside && inCityArea(inside, place.nis)) continue;
        const beyond = dayTrip(copy.name, name, page.lang).cell;
        const beyondPromise = cellPromise(beyond.product, beyond.area);
        expect(beyond, `${page.path} → ${name}`).toMatchObject({ product: 'express' });
        expect(text, `${page.path} → ${name}: delivery`).toContain(typeset(spanWords(page.lang, beyondPromise.delivery), page.lang));
        if (beyondPromise.cutOff)
          expect(text, `${page.path} → ${name}: cut-off`).toContain(typeset(hourText(page.lang, beyondPromise.cutOff.hour), page.lang));
      }
    });
  }
});
