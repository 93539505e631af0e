import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { pages } from '../../shared/routes';
import { http } from '../support/app';

const vnuJar: string = createRequire(import.meta.url)('vnu-jar');
const folder = mkdtempSync(path.join(tmpdir(), 'vnu-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number };

// The Nu Html Checker over every page, a shared simulator state and the 404 and 500 pages, in one batch.
describe('Nu Html Checker', () => {
  it('finds no error on any page', { timeout: 120_000 }, async () => {
    const app = http();
    const targets = [
      ...pages.map((page) => page.path),
      '/fr/?zone=national&vehicle=van&urgency=night&distance=150&return=1&step=result',
      '/nl/?zone=nearby_cities&distance=150&step=4',
      // The result at a moment (issue 36): the question, a speed that does not run, Urgent's surcharge line.
      '/nl/?zone=brussels_periphery&vehicle=van&urgency=urgent&distance=0&when=2026-12-06T10%3A00&step=result',
      '/fr/?step=5',
      '/fr/nope',
      '/nl/nope',
    ];
    const files = await Promise.all(
      targets.map(async (target, index) => {
        const res = await app.get(target);
        const file = path.join(folder, `page-${index}.html`);
        writeFileSync(file, res.text);
        return { file, target };
      }),
    );
    const canaryFile = path.join(folder, 'canary.html');
    writeFileSync(canaryFile, '<!DOCTYPE html><html lang="fr"><head><title>x</title></head><body><p><div></p></body></html>');
    files.push({ file: canaryFile, target: 'canary' });
    const { stdout } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--stdout', ...files.map((f) => f.file)], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; code?: number }) => {
      // vnu exits 1 when it finds errors; its report is still on stdout.
      if (error.stdout) return { stdout: error.stdout };
      throw error;
    });
    const byFile = new Map(files.map((f) => [path.basename(f.file), f.target]));
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${byFile.get(path.basename(decodeURIComponent(m.url)))}:${m.lastLine}: ${m.message} [${m.extract ?? ''}]`);
    // The canary, a known-bad document checked in the same batch, proves the checker really reports.
    expect(errors.filter((e) => e.startsWith('canary:')).length).toBeGreaterThan(0);
    expect(errors.filter((e) => !e.startsWith('canary:'))).toEqual([]);
  });
});
