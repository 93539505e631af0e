import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAssets, publicDir } from '../../server/assets';
import { menuBreakpoint } from '../../shared/islands';
import mediaQueries from '../../shared/media-queries.json';

// The menu's breakpoint is written once (shared/media-queries.json): the built stylesheet and the island loader both carry it.
describe('named media queries', () => {
  const css = readFileSync(path.join(publicDir, loadAssets().styles.replace(/^\//, '')), 'utf8');

  it('are all filled in by the build: no `@media (--name)` reaches the browser', () => {
    expect(css).not.toMatch(/@media\s*\(--/);
  });

  it('give the stylesheet the very query the menu island waits for', () => {
    expect(menuBreakpoint).toBe(mediaQueries['menu-collapsed']);
    const compact = (query: string) => query.replace(/\s+/g, '').replace(/\(max-width:/, '(max-width:');
    expect(compact(css)).toContain(`@media${compact(menuBreakpoint)}`);
  });
});
