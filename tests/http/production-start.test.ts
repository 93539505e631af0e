import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const folder = mkdtempSync(path.join(tmpdir(), 'prod-start-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the production start, as the Docker image runs it', () => {
  it('runs as described in the README: non-root user, HEALTHCHECK on /healthz, node as PID 1', () => {
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(readme).toMatch(/unprivileged `node` user/);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(readme).toMatch(/HEALTHCHECK[^\n]*\/healthz/);
    expect(runtimeStage).toMatch(/^CMD \["node", "dist\/server\.mjs"\]$/m);
    expect(readme).toMatch(/`node dist\/server\.mjs` as PID 1/);
    expect(readme).toMatch(/On `SIGTERM` the server stops accepting/);
    expect(runtimeStage).toMatch(/npm ci --omit=dev/);
    expect(runtimeStage).toMatch(/^COPY --from=build \/app\/dist \.\/dist$/m);
  });

  it('installs production dependencies only, starts with the image command, and answers', { timeout: 240_000 }, async () => {
    // What the runtime stage copies: the manifests, then the built dist/.
    cpSync(path.join(root, 'package.json'), path.join(folder, 'package.json'));
    cpSync(path.join(root, 'package-lock.json'), path.join(folder, 'package-lock.json'));
    execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'pipe' });
    cpSync(path.join(root, 'dist'), path.join(folder, 'dist'), { recursive: true });
    for (const dev of ['vitest', 'esbuild', '@playwright/test', 'typescript', 'lighthouse']) {
      expect(existsSync(path.join(folder, 'node_modules', dev)), dev).toBe(false);
    }

    const [command, ...args] = JSON.parse(runtimeStage.match(/^CMD (\[.*\])$/m)![1]!) as string[];
    expect(command).toBe('node');
    const port = 3393;
    const child = spawn(process.execPath, args, {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), SITE_URL: 'https://www.belgo-express.be' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let up = false;
      for (let i = 0; i < 100 && !up; i++) {
        up = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
        if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(up).toBe(true);
      const home = await fetch(`http://127.0.0.1:${port}/nl/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('<link rel="canonical" href="https://www.belgo-express.be/nl/"/>');
      const boot = html.match(/<script type="module" src="([^"]+)"/)![1]!;
      const asset = await fetch(`http://127.0.0.1:${port}${boot}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
