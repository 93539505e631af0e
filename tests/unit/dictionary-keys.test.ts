import { describe, expect, it } from 'vitest';
import { dictionaryReads } from '../support/dictionary-reads';

describe('the interface strings (content/<lang>/interface.yaml)', () => {
  // Each key resolved by the type checker to the code that reads it (tests/support/dictionary-reads.ts),
  // not found by its name in the sources: a key called `title` is not read because some other `title` is.
  // Its first run found two dead keys (breadcrumb.services, contactForm.title).
  it('have no key that no code reads', { timeout: 120_000 }, () => {
    const leaves = dictionaryReads(process.cwd());
    expect(leaves.length).toBeGreaterThan(150);
    expect(leaves.filter((leaf) => !leaf.read).map((leaf) => leaf.path)).toEqual([]);
  });
});
