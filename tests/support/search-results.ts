import { expect } from 'vitest';

/**
 * How long a page's title and meta description may be to show whole in search results: Google cuts
 * titles at about 600 px (some 60 characters) and snippets at about 160 characters; a title under 30
 * or a description under 120 leaves most of that room unused. The one bound every page test applies.
 */
export const searchResultBounds = {
  title: { min: 30, max: 60 },
  description: { min: 120, max: 160 },
} as const;

/** Expects a title and a description (decoded) to fit `searchResultBounds`. */
export function expectWholeInSearchResults(title: string, description: string, where: string): void {
  const { title: t, description: d } = searchResultBounds;
  expect(title.length, `${where}: title "${title}"`).toBeGreaterThanOrEqual(t.min);
  expect(title.length, `${where}: title "${title}"`).toBeLessThanOrEqual(t.max);
  expect(description.length, `${where}: description "${description}"`).toBeGreaterThanOrEqual(d.min);
  expect(description.length, `${where}: description "${description}"`).toBeLessThanOrEqual(d.max);
}
