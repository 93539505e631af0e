import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { checkManifest, publicDir } from '../../server/assets';
import { pages } from '../../shared/routes';
import { islands } from '../../views/islands/registry';
import { http, pageHtml } from '../support/app';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;

describe('every island on every page has its code', () => {
  const seen = new Set<string>();
  // The plain pages, and a home page at step 4 (the simulator with its place fields).
  const paths = [...pages.map((page) => page.path), '/nl/?zone=national&vehicle=van&urgency=standard&step=4'];

  it.each(paths)('%s: each island names a script of the build, served as JavaScript, and the chunks it imports', async (path) => {
    const html = path.includes('?') ? (await http().get(path)).text : await pageHtml(path);
    const blocks = parse(html).querySelectorAll('script[data-island-props]');
    for (const block of blocks) {
      const name = block.getAttribute('data-island-props')!;
      seen.add(name);
      expect(Object.keys(islands), name).toContain(name);
      expect(block.previousElementSibling?.getAttribute('data-island'), name).toBe(name);
      const scripts = [block.getAttribute('data-src'), ...(block.getAttribute('data-chunks') ?? '').split(' ')];
      expect(scripts[0], `${path}: ${name} has no script`).toMatch(/^\/assets\/island-[\w-]+\.js$/);
      for (const url of scripts) {
        const res = await http().get(url!);
        expect(res.status, url!).toBe(200);
        expect(res.headers['content-type'], url!).toMatch(/javascript/);
      }
    }
  });

  it('covers every island of the registry somewhere on the site', () => {
    expect([...seen].sort()).toEqual(Object.keys(islands).sort());
  });
});

describe('the build manifest, checked at start-up', () => {
  it('accepts the manifest this build wrote', () => {
    expect(checkManifest(manifest).islands).toEqual(manifest.islands);
  });

  it('names every island the registry has and the build did not write', () => {
    const { contact: _contact, ...islandsLeft } = manifest.islands as Record<string, string>;
    expect(() => checkManifest({ ...manifest, islands: islandsLeft })).toThrow(/islands\.contact/);
    expect(() => checkManifest({ ...manifest, islandChunks: {} })).toThrow(/islandChunks\.menu/);
    expect(() => checkManifest({ ...manifest, maps: { home: {}, cities: {} } })).toThrow(/maps\.home\.fr/);
    expect(() =>
      checkManifest({ ...manifest, islands: { ...(manifest.islands as object), menu: 'https://elsewhere.example/menu.js' } }),
    ).toThrow(/islands\.menu/);
  });

  describe('a server whose build lacks an island', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'manifest-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('refuses to start and names what is missing', async () => {
      cpSync(path.dirname(publicDir), folder, { recursive: true });
      const { simulator: _simulator, ...islandsLeft } = manifest.islands as Record<string, string>;
      writeFileSync(path.join(folder, 'public', 'manifest.json'), JSON.stringify({ ...manifest, islands: islandsLeft }));
      // The project's own server bundle, pointed at the copy with the broken manifest.
      const child = spawn(process.execPath, [path.join(path.dirname(publicDir), 'server.mjs')], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', PORT: '0', DIST_DIR: folder },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(stderr).toMatch(/islands\.simulator/);
      expect(stderr).toMatch(/npm run build/);
    });
  });
});
