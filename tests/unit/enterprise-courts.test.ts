import { describe, expect, it } from 'vitest';
import { courtOf } from '../../shared/company/courts';

// The court whose register of legal persons keeps a company's file, from the registered office's
// postal code: one court per judicial area, two (one per language) in the district of Brussels.

describe('courtOf', () => {
  it.each([
    ['1000', undefined, 'brussels-fr'],
    ['1070', 'nl', 'brussels-nl'],
    ['1800', undefined, 'brussels-nl'], // Vilvoorde, Halle-Vilvoorde: Dutch by default
    ['1640', 'fr', 'brussels-fr'], // Rhode-Saint-Genèse, a commune with facilities, deeds in French
    ['1300', undefined, 'walloon-brabant'], // Wavre
    ['3000', undefined, 'leuven'],
    ['2000', undefined, 'antwerp'],
    ['3500', undefined, 'antwerp'], // Hasselt: division of the Antwerp court
    ['4000', undefined, 'liege'],
    ['4700', undefined, 'eupen'],
    ['5000', undefined, 'liege'], // Namur: division of the Liège court
    ['6000', undefined, 'hainaut'], // Charleroi
    ['6700', undefined, 'liege'], // Arlon: division of the Liège court
    ['7000', undefined, 'hainaut'], // Mons
    ['8000', undefined, 'ghent'], // Bruges
    ['9000', undefined, 'ghent'],
  ] as const)('%s (%s) → %s', (postalCode, language, court) => {
    expect(courtOf(postalCode, language)).toBe(court);
  });
});
