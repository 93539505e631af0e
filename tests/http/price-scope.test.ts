import type { HTMLElement } from 'node-html-parser';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { langs, type Lang } from '../../shared/langs';
import { fleet, fromPrice, productIds, products, type Area, type ProductId } from '../../shared/offer';
import { isBrusselsZone, sameBaseForEveryVehicle, sameForEveryVehicle } from '../../shared/offer/tariff';
import { zoneParam } from '../../shared/offer/url-params';
import { placeIndex } from '../../shared/places/list';
import { localities } from '../../shared/places/names';
import { brusselsCentreCommunes } from '../../shared/places/places';
import { pages, routeOf } from '../../shared/routes';
import { normalizeSpaces, pageHtml } from '../support/app';

/*
 * Every price says its scope (issue 34, item 6), in both languages, read from the served pages:
 * - where the "Bruxelles centre" / "Brussel centrum" zone is named, its communes are listed; the list expected
 *   here is read from the places (the zone's NIS codes, the place list's names and the names people use, the
 *   sections of a commune that have their own position), not from the copy;
 * - each "from" price on the tariffs page is followed by what it buys: the product, the size and the zone or the
 *   trip's length, and by the per-km price or the word that any other trip is the simulator's;
 * - each "from" price in a page's prose names a product, a size and a place or distance in its sentence.
 */

const text = (node: HTMLElement | null | undefined) => normalizeSpaces(node?.text ?? '').trim();

/** The zone's name as pages write it in a sentence. */
const zoneName: Record<Lang, RegExp> = { fr: /zone Bruxelles centre/, nl: /zone Brussel centrum/ };

/** A commune of the centre zone as the places give it: every name a reader may see for it, and its sections outside the zone. */
type Commune = { names: Record<Lang, string[]>; sections: Record<Lang, string[]> };

/** The centre zone's communes, from the place list and the localities (shared/places), not from any copy. */
const centreCommunes: Commune[] = brusselsCentreCommunes.map((nis) => {
  const place = placeIndex.places.find((p) => p.nis === nis && !p.of)!;
  const aliases = localities.filter((l) => l.in === place.fr && !l.at);
  const sections = localities.filter((l) => l.in === place.fr && l.at);
  return {
    names: {
      fr: [place.fr, ...aliases.map((l) => l.fr)],
      nl: [place.nl, ...aliases.map((l) => l.nl ?? l.fr)],
    },
    sections: { fr: sections.map((l) => l.fr), nl: sections.map((l) => l.nl ?? l.fr) },
  };
});

/** The other communes of the Brussels Region (NIS 21…): none of them may be in the zone's list. */
const otherBrusselsCommunes = placeIndex.places.filter((p) => p.nis.startsWith('21') && !p.of && !brusselsCentreCommunes.includes(p.nis));

/** A name as a whole word or hyphenated part of one ("Saint-Josse" in "Saint-Josse-ten-Noode" counts; "Bruxelles" in "Bruxelles-Ville" too). */
const named = (block: string, name: string) =>
  new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(block);

/** What is missing from a block that should list the zone's communes: a commune not named, a section left out not named. */
function missingCommunes(lang: Lang, block: string): string[] {
  const missing: string[] = [];
  for (const commune of centreCommunes) {
    if (!commune.names[lang].some((name) => named(block, name))) missing.push(commune.names[lang][0]!);
    for (const section of commune.sections[lang]) if (!named(block, section)) missing.push(`without ${section}`);
  }
  return missing;
}

/** The zone card of the simulator's first step: the label of the centre zone's radio. */
function zoneCard(html: string): string {
  const input = parse(html).querySelector(`input[type="radio"][value="${zoneParam.brusselsCentre}"]`);
  return text(input?.closest('label'));
}

describe.each(langs)("the centre zone's communes (%s)", (lang) => {
  const home = routeOf('home').paths[lang];

  it('lists the places data says are in the zone, no section left out and no other Brussels commune, on the zone card', async () => {
    const card = zoneCard(await pageHtml(home));
    expect(card.length).toBeGreaterThan(0);
    expect(missingCommunes(lang, card)).toEqual([]);
    const others = otherBrusselsCommunes.filter((p) => [p.fr, p.nl].some((name) => named(card, name)));
    expect(others.map((p) => p[lang])).toEqual([]);
  });

  it("says on the card for the rest of Brussels that it prices any other trip, so Schaerbeek → Saint-Josse is not the centre's", async () => {
    const root = parse(await pageHtml(home));
    const card = text(root.querySelector(`input[type="radio"][value="${zoneParam.brusselsArea}"]`)?.closest('label'));
    expect(card).toMatch(lang === 'fr' ? /Tout autre trajet/ : /Elke andere rit/);
  });

  it.each(pages.filter((page) => page.lang === lang).map((page) => page.path))(
    '%s lists the communes wherever its prose names the zone, and in a note when a table does',
    async (path) => {
      const main = parse(await pageHtml(path)).querySelector('main')!;
      const blocks = main.querySelectorAll('p, li, dd').map(text);
      const naming = blocks.filter((block) => zoneName[lang].test(block));
      const inTables = main.querySelectorAll('td').some((cell) => zoneName[lang].test(text(cell)));
      for (const block of naming) expect(missingCommunes(lang, block), block).toEqual([]);
      // A table cell names the zone in a few words: the communes are listed in a note of the same page.
      if (inTables) expect(blocks.some((block) => missingCommunes(lang, block).length === 0)).toBe(true);
    },
  );
});

/** How a page names each product in a scope ("une course Express", "een spoedrit", "un trajet Standard"). */
const productWord: Record<Lang, Record<ProductId, RegExp>> = {
  fr: { standard: /Standard/, express: /Express/, urgent: /urgent/i, night: /Nuit/, weekend: /Week-end/, pallets: /palette/i },
  nl: { standard: /Standaard/, express: /expres/i, urgent: /spoed/i, night: /Nacht/, weekend: /Weekend/, pallets: /pallet/i },
};

/** The words of a size: the vehicle a trip is priced for, and the weight of the smallest one. */
function sizeWords(lang: Lang, area: Area): RegExp[] {
  const { zone, vehicle } = area.price!.trip;
  if (sameForEveryVehicle(zone) && !isBrusselsZone(zone)) return [lang === 'fr' ? /tous les véhicules/ : /elk voertuig/];
  // A base the same for every vehicle says so; the per-km line after it names the vehicle (vehicleOfKm).
  if (area.price!.byKm && sameBaseForEveryVehicle(zone)) return [lang === 'fr' ? /tous les véhicules/ : /elk voertuig/];
  if (vehicle === 'scooterOrCar') {
    const kg = new RegExp(`\\b${fleet.scooterOrCar.maxKg} kg`);
    const small = isBrusselsZone(zone) ? /scooter/ : lang === 'fr' ? /voiture/ : /wagen/;
    return [small, kg];
  }
  return [vehicle === 'van' ? (lang === 'fr' ? /camionnette/ : /bestelwagen/) : lang === 'fr' ? /grand fourgon/ : /grote bestelwagen/];
}

/** The words of where the price applies: the centre zone, the trip's length, or the base before the km (with the per-km line). */
function placeWords(lang: Lang, area: Area): RegExp {
  const { zone, distanceKm } = area.price!.trip;
  if (zone === 'brusselsCentre') return zoneName[lang];
  if (distanceKm > 0) return new RegExp(`\\b${distanceKm} km`);
  return lang === 'fr' ? /prix de base/i : /basisprijs/i;
}

describe.each(langs)('the from-prices of the tariffs page (%s)', (lang) => {
  const path = routeOf('tariffs').paths[lang];
  const priced = productIds.flatMap((product) =>
    products[product].areas.filter((area) => !area.byDistance && fromPrice(area)).map((area) => [product, area] as const),
  );

  it('covers every area of the product line that has a from-price', () => {
    expect(priced.length).toBeGreaterThan(5);
  });

  it.each(priced.map(([product, area]) => [`${product}/${area.id}`, product, area] as const))(
    '%s: the price, then the product, the size and the zone or trip length it buys, then the km or any other trip',
    async (_, product, area) => {
      const root = parse(await pageHtml(path));
      const cell = root.querySelector(`tbody[data-product="${product}"] tr[data-area="${area.id}"] [data-price-area]`);
      expect(cell, `${product}/${area.id}`).not.toBeNull();
      const all = text(cell);
      const scope = text(cell!.querySelector('[data-price-buys]'));
      // The scope comes right after the price lines.
      expect(all.indexOf(scope)).toBeGreaterThan(all.search(lang === 'fr' ? /TVA comprise/ : /incl\. btw/));
      expect(scope).toMatch(productWord[lang][product]);
      for (const size of sizeWords(lang, area)) expect(scope).toMatch(size);
      expect(scope).toMatch(placeWords(lang, area));
      const after = all.slice(all.indexOf(scope) + scope.length);
      expect(after).toMatch(area.price!.byKm ? /\bkm\b/ : lang === 'fr' ? /Tout autre trajet/ : /Elke andere rit/);
      if (area.price!.byKm && sameBaseForEveryVehicle(area.price!.trip.zone) && !sameForEveryVehicle(area.price!.trip.zone)) {
        const vehicle = area.price!.trip.vehicle;
        expect(after).toMatch(vehicle === 'van' ? (lang === 'fr' ? /camionnette/ : /bestelwagen/) : lang === 'fr' ? /voiture/ : /wagen/);
      }
    },
  );

  it('lists the centre zone under the table when a price is a central-Brussels one', async () => {
    const note = text(parse(await pageHtml(path)).querySelector('#centre-zone'));
    expect(note).toMatch(zoneName[lang]);
    expect(missingCommunes(lang, note)).toEqual([]);
  });
});

/** A "from" price in running text: "dès 8,26 €", "à partir de 12,40 €", "commence à 8,26 €" / "vanaf € 8,26", "begint bij € 8,26". */
const fromPricePattern: Record<Lang, RegExp> = {
  fr: /(?:dès|à partir de|commence à) \d[\d ]*(?:,\d\d)? €/i,
  nl: /(?:vanaf|begint bij) € \d/i,
};
/** Words that say a size (a vehicle, a weight, every vehicle) and a place or distance (the centre zone, a trip's length, a city). */
const sizeWord: Record<Lang, RegExp> = {
  fr: /scooter|voiture|camionnette|fourgon|véhicule|\d kg|palette/,
  nl: /scooter|wagen|bestelwagen|voertuig|\d kg|pallet/,
};
const placeWord: Record<Lang, RegExp> = {
  fr: /zone Bruxelles centre|\d km|\bville\b/,
  nl: /zone Brussel centrum|\d km|\bstad\b/,
};
const anyProduct: Record<Lang, RegExp> = {
  fr: /Standard|Express|urgent|Nuit|Week-end|palette/i,
  nl: /Standaard|expres|spoed|Nacht|Weekend|pallet/i,
};

/** The sentences of a block ("excl. btw" does not end one). */
const sentences = (block: string) => block.split(/(?<!\b(?:excl|incl))\.\s+/);

describe.each(langs)('the from-prices in the prose of every page (%s)', (lang) => {
  it.each(pages.filter((page) => page.lang === lang).map((page) => page.path))(
    '%s names the product and the size in each clause that gives one, and the zone or distance in its sentence',
    async (path) => {
      const main = parse(await pageHtml(path)).querySelector('main')!;
      const unscoped = main
        .querySelectorAll('p, li, dd')
        .map(text)
        .flatMap(sentences)
        .flatMap((sentence) =>
          // Each clause with a price names its product and size; the place may be said once for the sentence.
          sentence
            .split(/\s;\s|;\s/)
            .filter((clause) => fromPricePattern[lang].test(clause))
            .filter((clause) => !(anyProduct[lang].test(clause) && sizeWord[lang].test(clause) && placeWord[lang].test(sentence))),
        );
      expect(unscoped).toEqual([]);
    },
  );
});
