import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { visibleText } from '../support/app';

const root = path.resolve(import.meta.dirname, '../..');
const clone = mkdtempSync(path.join(tmpdir(), 'stale-build-'));
afterAll(() => rmSync(clone, { recursive: true, force: true }));

/** Runs `npm start` in the clone on a free port, fetches /fr/, stops it; returns the page and what npm printed. */
async function startAndFetch(): Promise<{ html: string; output: string }> {
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT: '0', NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Resolves when the server says it listens, or when npm exits first.
  const listening = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (/"msg":"listening","port":\d+/.test(output)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => resolve());
  });
  try {
    await listening;
    const port = output.match(/"msg":"listening","port":(\d+)/)?.[1];
    if (!port) throw new Error(`npm start did not listen: ${output.slice(-500)}`);
    const html = await (await fetch(`http://127.0.0.1:${port}/fr/`)).text();
    return { html, output };
  } finally {
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

describe('npm start', () => {
  it('rebuilds when a source changed, so that an edited French sentence is served at once', { timeout: 120_000 }, async () => {
    // A fresh clone: the sources without dist/, with the installed packages.
    cpSync(root, clone, {
      recursive: true,
      filter: (source) => !/^(node_modules|dist|\.git|test-results|playwright-report)$/.test(path.relative(root, source)),
    });
    symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'), 'dir');

    const first = await startAndFetch();
    expect(first.output).toMatch(/built dist\//);

    // A sentence of the French dictionary that the home page shows, edited as a writer would.
    const dictionary = path.join(clone, 'shared/i18n/fr.ts');
    const source = readFileSync(dictionary, 'utf8');
    const shown = visibleText(first.html);
    const sentence = [...source.matchAll(/'([\p{L} ,.]{20,})'/gu)].map((m) => m[1]!).find((text) => shown.includes(text));
    expect(sentence).toBeDefined();
    const edited = 'Phrase revue par la rédaction du site';
    writeFileSync(dictionary, source.replace(`'${sentence}'`, `'${edited}'`));

    const second = await startAndFetch();
    expect(second.output).toMatch(/built dist\//);
    expect(visibleText(second.html)).toContain(edited);
    expect(visibleText(second.html)).not.toContain(sentence);

    // Nothing changed since: no build, the same page.
    const third = await startAndFetch();
    expect(third.output).not.toMatch(/built dist\//);
    expect(third.html).toBe(second.html);
  });
});
