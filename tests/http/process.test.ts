import * as esbuild from 'esbuild';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Starts a Node process in the project folder and collects its output. */
function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env } });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output, exit };
}

function waitForOutput(output: { stdout: string }, text: string, ms = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.stdout.includes(text)) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(timer);
        reject(new Error(`no "${text}" in ${ms} ms: ${output.stdout.slice(-300)}`));
      }
    }, 50);
  });
}

function fetchText(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    }).on('error', reject);
  });
}

const kill = (child: ChildProcess) => child.exitCode === null && child.kill('SIGKILL');

describe('the server process', () => {
  it.each([
    ['PORT', 'seventy'],
    ['SITE_URL', 'www.example.be'],
    ['COMPANY_EMAIL', 'not-an-address'],
  ])('stops at start-up on a bad %s, naming the variable', async (name, value) => {
    const { output, exit } = run(['dist/server.mjs'], { [name]: value });
    expect(await exit).toBe(1);
    expect(output.stderr).toContain(name);
    expect(output.stdout).not.toContain('listening');
  });

  it('logs an uncaught exception and exits non-zero, so that the container restarts it', async () => {
    const thrower = 'data:text/javascript,setTimeout(()=>{throw new Error("boom from a timer")},400)';
    const { output, exit } = run(['--import', thrower, 'dist/server.mjs'], { PORT: '3391' });
    expect(await exit).toBe(1);
    const fatal = output.stderr.split('\n').find((line) => line.includes('uncaught exception'));
    expect(fatal).toBeDefined();
    expect(JSON.parse(fatal!).error).toContain('boom from a timer');
  });

  it('on SIGTERM answers the request in flight, refuses new ones, and exits 0 within 10 s', { timeout: 30_000 }, async () => {
    // Inside the project, so that the harness finds the project's packages.
    const harness = path.join(root, 'node_modules/.cache/slow-site/slow-site.mjs');
    await esbuild.build({
      entryPoints: [path.join(root, 'tests/support/slow-site.ts')],
      outfile: harness,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'error',
      absWorkingDir: root,
    });
    const port = '3392';
    const { child, output, exit } = run([harness], { PORT: port });
    try {
      await waitForOutput(output, 'ready');
      const inFlight = fetchText(`http://127.0.0.1:${port}/slow`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(fetchText(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
      expect(await inFlight).toEqual({ status: 200, body: 'slow answer' });
      expect(await exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
    } finally {
      kill(child);
    }
  });
});
