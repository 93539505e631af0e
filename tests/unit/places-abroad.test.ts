/**
 * A city abroad typed in the simulator ("Parijs", "Rijsel") is answered as abroad, never as the Belgian
 * name nearest in spelling (issue 35's readers got "Bedoelt u Perwijs?" and "Nijvel?").
 */
import { describe, expect, it } from 'vitest';
import { placesAbroad } from '../../shared/places/abroad';
import { placeIndex } from '../../shared/places/list';
import { findPlace } from '../../shared/places/places';
import { estimateTrip } from '../../shared/offer/trip-zone';
import { areaOf } from '../../shared/offer/products';

describe('places abroad', () => {
  it('never hide a Belgian place: a Belgian name always wins, and the one homonym (Lille, province of Antwerp) is known', () => {
    const names = placesAbroad.flatMap((place) => [place.fr, place.nl, ...(place.also ?? [])]);
    const belgian = names.filter((name) => findPlace(placeIndex, name, 'fr') || findPlace(placeIndex, name, 'nl'));
    expect(belgian).toEqual(['Lille (France)']);
    for (const name of names.filter((n) => !belgian.includes(n))) {
      const estimate = estimateTrip({ from: 'Namur', to: name }, placeIndex, 'fr');
      expect(estimate?.kind === 'unknown' && estimate.abroad?.to, name).toBeTruthy();
    }
  });

  it.each([
    ['Bruxelles', 'Paris', 'fr'],
    ['Brussel', 'Parijs', 'nl'],
    ['Gent', 'Rijsel', 'nl'],
    ['Liège', 'Aix-la-Chapelle', 'fr'],
    ['Luik', 'Aachen', 'nl'],
  ] as const)('%s → %s (%s) is abroad, with no Belgian suggestion', (from, to, lang) => {
    const estimate = estimateTrip({ from, to }, placeIndex, lang);
    expect(estimate?.kind).toBe('unknown');
    if (estimate?.kind !== 'unknown') return;
    expect(estimate.abroad?.to).toBeDefined();
    expect(estimate.suggest?.to).toBeUndefined();
  });

  it('names the urgent cell of the product line where it has one', () => {
    for (const place of placesAbroad.filter((p) => p.urgent)) expect(areaOf('urgent', place.urgent!).afterPickup).toBe(true);
    const paris = estimateTrip({ from: 'Brussel', to: 'Parijs' }, placeIndex, 'nl');
    expect(paris?.kind === 'unknown' && paris.abroad?.to?.urgent).toBe('paris');
  });
});
