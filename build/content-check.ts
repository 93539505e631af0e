import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { loadConfig } from '../server/config';
import { companyIn, type CompanyDetails } from '../shared/company/company';
import { catalogue, type ContentId } from '../shared/content/catalogue';
import { readRaw } from '../shared/content/load';
import { argumentsOf } from '../shared/content/messages';
import { langs, type Lang } from '../shared/langs';
import { placeholders } from '../shared/offer/placeholders';
import { literalFigures } from './literal-figures';

/**
 * The checks of the content files, run by the build (build/content.mjs) and by `npm run test:fast`
 * (tests/unit/content-check.test.ts): each file parses and matches its
 * schema, French and Dutch hold the same entries, every message parses and names only placeholders that exist, and no
 * figure of the offer is typed. Each problem names the file and the entry.
 */

/** One problem: the file, the entry (a path such as `faq.items[3].a`) and what is wrong. */
export type ContentProblem = { file: string; entry: string; problem: string };

/** Figures a content file may type because they are not the offer's (a population, an area): file, entry, why. */
const allowedFiguresSchema = z.array(z.object({ file: z.string(), entry: z.string(), figure: z.string(), why: z.string().min(20) }));

/** Every string of a YAML value with its entry path. */
function strings(value: unknown, at: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => void strings(item, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, at ? `${at}.${k}` : k, out);
  return out;
}

/**
 * Entries of one tree missing from the other, as paths ("hero.call", "faq.title"). A list (cards, paragraphs, items)
 * is one entry: each language writes its own, and may hold more or fewer items; two lists of the same length are
 * compared item by item.
 */
function missing(from: unknown, other: unknown, at: string, out: string[]): string[] {
  if (Array.isArray(from)) {
    if (!Array.isArray(other)) out.push(at);
    else if (other.length === from.length) from.forEach((item, i) => void missing(item, other[i], `${at}[${i}]`, out));
  } else if (from && typeof from === 'object') {
    const obj = other && typeof other === 'object' && !Array.isArray(other) ? (other as Record<string, unknown>) : {};
    for (const [k, v] of Object.entries(from)) {
      const entry = at ? `${at}.${k}` : k;
      if (k in obj) missing(v, obj[k], entry, out);
      else out.push(entry);
    }
  }
  return out;
}

/** Checks every content file under `root` (a content/ folder), with the placeholders of a company's pages. */
export function checkContent(root: string, company: CompanyDetails): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const allowedFile = path.join(root, 'allowed-figures.yaml');
  const allowed = existsSync(allowedFile) ? allowedFiguresSchema.parse(parse(readFileSync(allowedFile, 'utf8')) ?? []) : [];
  const used = new Set<number>();
  for (const id of Object.keys(catalogue) as ContentId[]) {
    const { schema, kept } = catalogue[id];
    const raw: Partial<Record<Lang, unknown>> = {};
    for (const lang of langs) {
      const file = `content/${lang}/${id}.yaml`;
      const at = path.join(root, lang, `${id}.yaml`);
      if (!existsSync(at)) {
        problems.push({ file, entry: '', problem: 'the file is missing' });
        continue;
      }
      try {
        raw[lang] = readRaw(lang, id, root);
      } catch (error) {
        problems.push({ file, entry: '', problem: `not valid YAML: ${(error as Error).message}` });
        continue;
      }
      const parsed = schema.safeParse(raw[lang]);
      if (!parsed.success)
        for (const issue of parsed.error.issues) problems.push({ file, entry: issue.path.join('.'), problem: issue.message });
      const known = placeholders(lang, company);
      for (const [entry, message] of strings(raw[lang], '', [])) {
        let names: string[];
        try {
          names = argumentsOf(message, lang);
        } catch (error) {
          problems.push({ file, entry, problem: `the message does not parse (${(error as Error).message}): ${message}` });
          continue;
        }
        for (const name of names)
          if (!(name in known) && !kept.includes(name)) problems.push({ file, entry, problem: `unknown placeholder {${name}}` });
        for (const hit of literalFigures(message.replace(/\{[^{}]*\}/g, '{}'))) {
          const ok = allowed.findIndex((a) => a.file === file && a.entry === entry && a.figure === hit.figure);
          if (ok >= 0) used.add(ok);
          else problems.push({ file, entry, problem: `a figure typed as text: "${hit.figure}" (name its placeholder)` });
        }
      }
    }
    if (raw.fr !== undefined && raw.nl !== undefined)
      for (const [lang, other] of [['fr', 'nl'] as const, ['nl', 'fr'] as const])
        for (const entry of missing(raw[lang], raw[other], '', []))
          problems.push({ file: `content/${other}/${id}.yaml`, entry, problem: `missing: content/${lang}/${id}.yaml has it` });
  }
  allowed.forEach((a, i) => {
    if (!used.has(i))
      problems.push({
        file: 'content/allowed-figures.yaml',
        entry: `${a.file} ${a.entry}`,
        problem: `allows "${a.figure}", which is no longer there`,
      });
  });
  return problems;
}

/** The problems as lines a person reads: `content/nl/home.yaml: faq.items[3].a: unknown placeholder {…}`. */
export function describeProblems(problems: ContentProblem[]): string {
  return problems.map((p) => `${p.file}: ${p.entry || '(file)'}: ${p.problem}`).join('\n');
}

/** The problems of the content files under `dir` with the default company, one per line; empty when there are none. */
export function contentProblems(dir: string): string {
  return describeProblems(checkContent(dir, companyIn(loadConfig({}).company, 'fr')));
}
