import { describe, expect, it } from 'vitest';
import { pages } from '../../shared/routes';
import { http } from '../support/app';

type Rule = { source?: string; where: unknown; eagerness: string };

/** Every selector a rule's `where` names, by whether it is under a `not`. */
function selectors(where: unknown, negated = false, found: { kept: string[]; excluded: string[] } = { kept: [], excluded: [] }) {
  if (Array.isArray(where)) for (const w of where) selectors(w, negated, found);
  else if (where && typeof where === 'object') {
    for (const [key, value] of Object.entries(where)) {
      if (key === 'selector_matches') (negated ? found.excluded : found.kept).push(...[value].flat());
      else selectors(value, key === 'not' ? !negated : negated, found);
    }
  }
  return found;
}

describe('the next page ahead', () => {
  it('every page names same-origin speculation rules in its Speculation-Rules header', async () => {
    const app = http();
    const named = new Set<string>();
    for (const page of pages) {
      const res = await app.get(page.path);
      const header = res.headers['speculation-rules'] as string;
      expect(header, page.path).toMatch(/^"\/[^"]+"$/);
      named.add(header.slice(1, -1));
      // Without 'unsafe-inline': the rules come from a file, not an inline script.
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline/);
    }
    expect(named.size).toBe(1);
  });

  it('prerenders or prefetches same-site page links on hover, never a link with a query string', async () => {
    const header = (await http().get('/fr/')).headers['speculation-rules'] as string;
    const res = await http().get(header.slice(1, -1));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/speculationrules\+json/);
    const rules = JSON.parse(res.text) as { prerender?: Rule[]; prefetch?: Rule[] };
    const all = [...(rules.prerender ?? []), ...(rules.prefetch ?? [])];
    expect(rules.prerender?.length).toBeGreaterThan(0);
    for (const rule of all) {
      expect(rule.eagerness).toBe('moderate');
      expect(JSON.stringify(rule.where)).toContain('"href_matches":"/*"');
      expect(selectors(rule.where).excluded).toContain("a[href*='?']");
    }
  });
});
