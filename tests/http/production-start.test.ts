import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const folder = mkdtempSync(path.join(tmpdir(), 'prod-start-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the production start, as the Docker image runs it', () => {
  it('builds an image that runs as a non-root user, checks /healthz, and has node as PID 1', () => {
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(runtimeStage).toMatch(/^CMD \["node", "dist\/server\.mjs"\]$/m);
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
    const port = await freePort();
    const child = spawn(process.execPath, args, {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), SITE_URL: 'https://www.belgo-express.be' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await listening(child);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);
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

/** A port the system has just handed out and released, so parallel runs never collide on a fixed one. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves when the server logs that it listens; rejects if it exits first. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('"msg":"listening"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${out}`)));
  });
}
