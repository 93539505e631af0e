import { parse } from 'node-html-parser';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelBox, phoneMapWidth } from '../../build/map/label-placer';
import type { PlacedLabel } from '../../build/map/label-placer';
import { companyIn } from '../../shared/company/company';
import { copyOf } from '../../shared/content/load';
import type { Lang } from '../../shared/langs';
import { langs } from '../../shared/langs';
import { loadAssets } from '../../server/assets';
import { decodeEntities, testConfig } from '../support/app';

/** The company of a page in one language, as views/render.tsx builds it from the configuration. */
const companyOf = (lang: Lang) => companyIn(testConfig.company, lang);

/* Issue 22: every name a map shows is an official one in the page's language, readable on a phone,
   clear of the others; a map of the Brussels communes names all 19. */

type Municipality = { nis: string; name_fr: string; name_nl: string; reg_nis: string };
const municipalities = (
  JSON.parse(readFileSync('data/belgium-municipalities.topo.json', 'utf8')) as {
    objects: { municipalities: { geometries: { properties: Municipality }[] } };
  }
).objects.municipalities.geometries.map((g) => g.properties);
const nameIn = (m: Municipality, lang: Lang) => (lang === 'fr' ? m.name_fr : m.name_nl);
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const brussels = municipalities.filter((m) => m.reg_nis === '04000');

/** The labels of a drawn map as placed: the name (lines joined back), and the box its text covers. */
function labelsOf(svg: string): { name: string; size: number; box: ReturnType<typeof labelBox> }[] {
  return parse(svg)
    .querySelectorAll('text')
    .map((text) => {
      const spans = text.querySelectorAll('tspan');
      const lines = (spans.length ? spans.map((span) => span.textContent) : [text.textContent]).map(decodeEntities);
      const size = Number(text.getAttribute('font-size'));
      const label: PlacedLabel = {
        request: { lines, x: 0, y: 0, marker: 0, size, bold: text.getAttribute('font-weight') === '700', required: true },
        x: Number(text.getAttribute('x')),
        y: Number(text.getAttribute('y')),
        anchor: (text.getAttribute('text-anchor') as PlacedLabel['anchor']) ?? 'start',
      };
      return {
        name: lines.reduce((name, line) => (name.endsWith('-') || !name ? name + line : `${name} ${line}`), ''),
        size,
        box: labelBox(label),
      };
    });
}

const assets = loadAssets();
const drawn = langs.flatMap((lang) => [
  { id: 'home', lang, kind: 'home', src: assets.maps.home[lang].src, width: assets.maps.home[lang].width },
  ...Object.entries(assets.maps.cities).map(([id, map]) => ({
    id,
    lang,
    kind: map[lang].kind,
    src: map[lang].src,
    width: map[lang].width,
  })),
]);

describe.each(drawn.map((map) => [`${map.id} (${map.lang})`, map] as const))('the map of %s', (_, map) => {
  const svg = readFileSync(path.join('dist/public', map.src), 'utf8');
  const labels = labelsOf(svg);
  const official = new Map(municipalities.map((m) => [folded(nameIn(m, map.lang)), nameIn(m, map.lang)]));

  it('spells every municipality it names as the official list does, in the page’s language', () => {
    expect(labels.length).toBeGreaterThan(0);
    const home_ = copyOf(map.lang, 'home', companyOf(map.lang)).coverage;
    for (const { name } of labels) {
      if (map.kind === 'home') {
        // The home map names covered places (a municipality, or a locality such as Louvain-la-Neuve) and countries.
        expect([...home_.belgium, ...home_.countries], name).toContain(name);
        if (official.has(folded(name))) expect(name).toBe(official.get(folded(name)));
      } else {
        expect(official.get(folded(name)), `${name} is not an official name`).toBe(name);
      }
    }
  });

  it('names all 19 communes when it names the Brussels communes', () => {
    const names = new Set(labels.map((label) => label.name));
    const named = brussels.filter((m) => names.has(nameIn(m, map.lang)));
    if (map.kind === 'region' || map.kind === 'commune' || named.length > 1) {
      expect(brussels.map((m) => nameIn(m, map.lang)).filter((name) => !names.has(name))).toEqual([]);
    }
  });

  it('draws every label at 11 px or more on a 390 px phone, none over another', () => {
    for (const { name, size } of labels) expect((size * phoneMapWidth) / map.width, name).toBeGreaterThanOrEqual(11);
    for (const [i, a] of labels.entries()) {
      for (const b of labels.slice(i + 1)) {
        const apart = a.box.right <= b.box.left || b.box.right <= a.box.left || a.box.bottom <= b.box.top || b.box.bottom <= a.box.top;
        expect(apart, `${a.name} / ${b.name}`).toBe(true);
      }
    }
  });
});
