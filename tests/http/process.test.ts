import * as esbuild from 'esbuild';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import express from 'express';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
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

/** A GET through an agent; `keepAlive` says whether the server left the connection open. */
function fetchText(url: string, agent: Agent): Promise<{ status: number; body: string; keepAlive: boolean }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, keepAlive: res.headers.connection !== 'close' }));
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
    // Throws from a timer once the server has installed its handlers (not after a fixed delay, which a loaded machine outlasts).
    const thrower =
      'data:text/javascript,const t=setInterval(()=>{if(process.listenerCount("uncaughtException")>0){clearInterval(t);throw new Error("boom from a timer")}},20)';
    const { output, exit } = run(['--import', thrower, 'dist/server.mjs'], { PORT: '0' });
    expect(await exit).toBe(1);
    const fatal = output.stderr.split('\n').find((line) => line.includes('uncaught exception'));
    expect(fatal).toBeDefined();
    expect(JSON.parse(fatal!).error).toContain('boom from a timer');
  });

  it('on SIGTERM behind a keep-alive proxy: closes every connection after its answer, refuses new ones, exits 0', {
    timeout: 30_000,
  }, async () => {
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
    const { child, output, exit } = run([harness], { PORT: '0' });
    // A proxy's pool: connections kept alive between requests, as nginx, Traefik and load balancers do.
    const proxy = new Agent({ keepAlive: true });
    try {
      await waitForOutput(output, 'ready on ');
      const port = Number(output.stdout.match(/ready on (\d+)/)![1]);
      const base = `http://127.0.0.1:${port}`;
      // Two pooled connections: one is left idle, the other is busy with a slow answer at the signal.
      const [warm1, warm2] = await Promise.all([fetchText(`${base}/healthz`, proxy), fetchText(`${base}/healthz`, proxy)]);
      expect([warm1.keepAlive, warm2.keepAlive]).toEqual([true, true]);
      const busy = fetchText(`${base}/slow`, proxy);
      // A third connection has sent only its request line when the signal comes.
      const raw = connect(port, '127.0.0.1');
      await once(raw, 'connect');
      raw.write('GET /fr/ HTTP/1.1\r\n');
      let rawAnswer = '';
      raw.on('data', (chunk: Buffer) => (rawAnswer += chunk.toString('latin1')));
      const rawClosed = once(raw, 'close');
      await new Promise((resolve) => setTimeout(resolve, 300));

      child.kill('SIGTERM');
      await waitForOutput(output, '"msg":"shutting down"');
      raw.write('Host: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      await expect(fetchText(`${base}/healthz`, new Agent())).rejects.toThrow(/ECONNREFUSED/);

      const slow = await busy;
      expect(slow).toMatchObject({ status: 200, body: 'slow answer', keepAlive: false });
      await rawClosed;
      expect(rawAnswer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(rawAnswer).toMatch(/\r\nConnection: close\r\n/i);
      expect(rawAnswer).toContain('</html>');
      // Exit 0 means every connection closed before the 8 s deadline (which exits 1).
      expect(await exit).toBe(0);
      expect(output.stderr).not.toContain('forced exit');
    } finally {
      proxy.destroy();
      kill(child);
    }
  });

  it('bounds a request head below the whole request, so that Node enforces both', async () => {
    const { createHttpServer } = await import('../../server/http-server');
    const server = createHttpServer(express());
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThan(server.requestTimeout);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  });
});
