import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalFigures } from '../../build/literal-figures';

/**
 * Copy never types a figure of the offer: every time, price, weight, volume, distance and percentage
 * in shared/content/, shared/i18n/ and views/ comes from the product line (shared/offer/); the content files (content/)
 * have their own check (shared/content/check.ts, tests/unit/content-check.test.ts). A figure with
 * a unit typed as a literal fails this test unless it is a fact that is not part of the offer, listed
 * below with its reason.
 */
const root = join(__dirname, '..', '..');
const scanned = ['shared/content', 'shared/i18n', 'shared/offer', 'views'];

/** Non-offer facts: the file, what the line holds, and why the figure is not the offer's. */
const allowed: { file: string; line: RegExp; reason: string }[] = [
  {
    file: 'views/icons.tsx',
    line: /^[a-z]+: '[MmLlHhVvCcSsQqTtAaZz0-9 .,-]+',?$/,
    reason: 'SVG path data: drawing commands such as "7h11" are coordinates, not figures',
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('literal figures in copy', () => {
  it('finds figures with a unit, spelled or short, in both languages (the scanner itself)', () => {
    const figures = (text: string) => literalFigures(text).map((hit) => hit.figure);
    expect(figures("title: 'Enlèvement en moins de 30 min',")).toEqual(['30 min']);
    expect(figures("text: 'binnen 24 tot 48 uur, vanaf € 35',")).toEqual(['48 uur', '€ 35']);
    expect(figures("a: 'comptez 2 à 3 heures, 98,7 % à l’heure, 12 m³, 1 000 kg',")).toEqual(['3 heures', '98,7 %', '12 m³', '1 000 kg']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, as the scanner reads it.
    expect(figures('value: `${f.eur(25)} dès`')).toEqual(['.eur(2']);
    expect(figures("x: '15 minutes', y: '10 euros', z: '30 dagen'")).toEqual(['15 minutes', '10 euros', '30 dagen']);
    // Placeholders, comments and figures without a unit are not literal figures.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, as the scanner reads it.
    expect(figures('text: `en ${pickup.fromMin} à ${pickup.toMin} minutes`')).toEqual([]);
    expect(figures('/** Pickup within 60 minutes. */\nconst a = 1; // 30 min')).toEqual([]);
    expect(figures("q: 'Étape 1 sur 5', id: 'x2h'")).toEqual([]);
  });

  it('fails on a figure typed into copy', () => {
    const copy = readFileSync(join(root, 'content/fr/services/urgent.yaml'), 'utf8');
    expect(literalFigures(copy)).toEqual([]);
    const typed = copy.replace('name: Livraison urgente\n', 'name: Livraison urgente en 45 minutes\n');
    expect(typed).not.toBe(copy);
    expect(literalFigures(typed).map((hit) => hit.figure)).toEqual(['45 minutes']);
  });

  it('finds no figure outside the allow-list in shared/content/, shared/i18n/ and views/', () => {
    const found: string[] = [];
    const used = new Set<number>();
    for (const dir of scanned) {
      for (const path of sources(join(root, dir))) {
        const file = relative(root, path).split('\\').join('/');
        for (const hit of literalFigures(readFileSync(path, 'utf8'))) {
          const entry = allowed.findIndex((a) => a.file === file && a.line.test(hit.text));
          if (entry >= 0) used.add(entry);
          else found.push(`${file}:${hit.line}: ${hit.figure}  (${hit.text.slice(0, 100)})`);
        }
      }
    }
    expect(found).toEqual([]);
    // Every allow-list entry still matches something: a stale entry would hide a future figure.
    expect(allowed.filter((_, i) => !used.has(i)).map((a) => a.file)).toEqual([]);
    for (const entry of allowed) expect(entry.reason.length).toBeGreaterThan(20);
  });
});
