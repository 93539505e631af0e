import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
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

  it('needs at run time only production dependencies: every package the server bundle imports', () => {
    // What `npm ci --omit=dev` installs in the runtime stage: the dependencies, never the devDependencies.
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const bundle = readFileSync(path.join(root, 'dist/server.mjs'), 'utf8');
    const imported = new Set([...bundle.matchAll(/^import\s[^'"]*?['"]([^'"]+)['"]/gm)].map((match) => match[1]!));
    const packages = [...imported]
      .filter((name) => !name.startsWith('node:') && !name.startsWith('.'))
      .map((name) =>
        name
          .split('/')
          .slice(0, name.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    expect(packages.length).toBeGreaterThan(3);
    for (const name of packages) {
      expect(Object.keys(manifest.dependencies), name).toContain(name);
      expect(Object.keys(manifest.devDependencies), name).not.toContain(name);
    }
  });

  it('starts with the image command from the built folder, answers, and stops with 0 on SIGTERM', { timeout: 60_000 }, async () => {
    cpSync(path.join(root, 'dist'), path.join(folder, 'dist'), { recursive: true });
    // The packages as the image has them (here all of them: the test above checks the bundle needs no other).
    symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
    const [command, ...args] = JSON.parse(runtimeStage.match(/^CMD (\[.*\])$/m)![1]!) as string[];
    expect(command).toBe('node');
    const port = await freePort();
    const child = spawn(process.execPath, args, {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), SITE_URL: 'https://www.belgo-express.be' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const log = await listening(child);
      // Started with the defaults, the site warns that its legal settings are still placeholders (issue 37).
      const warning = log.split('\n').find((line) => line.includes('legal settings to set before going live'));
      expect(JSON.parse(warning ?? '{}')).toMatchObject({
        level: 'warn',
        settings: expect.arrayContaining(['COMPANY_ENTERPRISE_NUMBER', 'COMPANY_INSURER']),
      });
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

/** Resolves with what the server logged up to the line that says it listens; rejects if it exits first. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('"msg":"listening"')) resolve(out);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${out}`)));
  });
}
