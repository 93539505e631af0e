import { expect, test } from '@playwright/test';
import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { islandEntries, islandEntryPoints, readRegistry } from '../../build/islands.mjs';
import { TallyCounter } from '../support/fake-island/tally-counter';

const root = path.resolve(import.meta.dirname, '../..');

// One registry entry (tests/support/fake-island/registry.ts) is all a new island takes: the build
// derives its client entry from the registry, and the page's boot script hydrates it.
test('an island added by one registry entry is built and hydrates in the browser', async ({ page }) => {
  const out = mkdtempSync(path.join(tmpdir(), 'island-'));
  try {
    // The registry is read from a scratch file inside the project, where its packages resolve.
    const registry = await readRegistry(root, 'tests/support/fake-island/registry.ts', path.join(root, '.cache'));
    expect(registry.map((island) => island.name)).toContain('tally');
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { boot: 'client/boot.ts', ...islandEntryPoints(registry) },
      plugins: [islandEntries(root, registry)],
      outdir: out,
      entryNames: '[name]',
      bundle: true,
      splitting: true,
      format: 'esm',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      logLevel: 'warning',
    });
    // The test island's code holds its own component and none of the site's.
    const tallyCode = readFileSync(path.join(out, 'island-tally.js'), 'utf8');
    expect(tallyCode).toContain('useState');
    expect(Object.keys(result.metafile.inputs)).toContain('tests/support/fake-island/tally-counter.tsx');
    const tallyInputs = Object.keys(result.metafile.outputs[path.relative(root, path.join(out, 'island-tally.js'))]!.inputs);
    expect(tallyInputs.some((input) => input.includes('price-simulator') || input.includes('contact-form'))).toBe(false);

    // A page holding the island as the server renders one (views/island.tsx).
    const props = { label: 'Compteur' };
    const html = `<!DOCTYPE html><html lang="fr-BE"><head><title>test</title><script type="module" src="/boot.js"></script></head><body>
      <div data-island="tally" class="island">${renderToString(createElement(TallyCounter, props))}</div>
      <script type="application/json" data-island-props="tally" data-src="/island-tally.js" data-chunks="" data-when="visible">${JSON.stringify(props)}</script>
      </body></html>`;
    await page.route('http://islands.test/**', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(path.join(out, path.basename(pathname))) });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('http://islands.test/');
    const button = page.getByRole('button', { name: 'Compteur: 0' });
    await expect(button).toBeVisible();
    await expect(page.locator('[data-island="tally"][data-hydrated]')).toHaveCount(1);
    await button.click();
    await expect(page.getByRole('button', { name: 'Compteur: 1' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
