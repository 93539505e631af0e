import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { companyIn } from '../../shared/company/company';
import { checkContent, describeProblems } from '../../build/content-check';
import { contentRoot } from '../../shared/content/load';
import { loadConfig } from '../../server/config';

/**
 * The content files' checks (issue 35), as the build and `npm run test:fast` run them: the real files pass, and each
 * kind of fault an editor can make fails with its file and entry named.
 */
const company = companyIn(loadConfig({}).company, 'fr');
const scratch = mkdtempSync(path.join(tmpdir(), 'content-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The content folder copied, one file edited: the problems the checks then find, as text. */
function problemsAfter(file: string, edit: (yaml: string) => string): string {
  const dir = mkdtempSync(path.join(scratch, 'c-'));
  cpSync(contentRoot, dir, { recursive: true });
  const at = path.join(dir, file);
  const before = readFileSync(at, 'utf8');
  const after = edit(before);
  expect(after, 'the edit changes the file').not.toBe(before);
  writeFileSync(at, after);
  return describeProblems(checkContent(dir, company));
}

describe('the content files', () => {
  it('pass every check', () => {
    expect(describeProblems(checkContent(contentRoot, company))).toBe('');
  });

  it('fail on a price typed into the copy, naming the file and the entry', () => {
    const problems = problemsAfter('fr/services/express.yaml', (y) => y.replace(/^name: .*$/m, 'name: Livraison express dès 12,50 €'));
    expect(problems).toBe('content/fr/services/express.yaml: name: a figure typed as text: "12,50 €" (name its placeholder)');
  });

  it('fail on a Dutch entry missing', () => {
    const problems = problemsAfter('nl/services/express.yaml', (y) => y.replace(/^heroLead: .*\n/m, ''));
    expect(problems).toContain('content/nl/services/express.yaml: heroLead: missing: content/fr/services/express.yaml has it');
    expect(problems).toContain('content/nl/services/express.yaml: heroLead: Invalid input: expected string, received undefined');
  });

  it('fail on an unknown placeholder and on a message that does not parse', () => {
    const unknown = problemsAfter('fr/services/express.yaml', (y) =>
      y.replace(/^name: .*$/m, 'name: Livraison en {express.brusels.pickup}'),
    );
    expect(unknown).toBe('content/fr/services/express.yaml: name: unknown placeholder {express.brusels.pickup}');
    const broken = problemsAfter('nl/services/express.yaml', (y) => y.replace(/^name: .*$/m, 'name: Expres {express.name'));
    expect(broken).toMatch(/^content\/nl\/services\/express\.yaml: name: the message does not parse/);
  });
});
