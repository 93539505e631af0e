import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { pages } from '../../shared/routes';
import { decodeEntities, http } from '../support/app';

/**
 * The words every page shows, recorded (issue 35): the text of the 50 pages and of the simulator's states, with the
 * head's title and description and the labels a screen reader says. A change of wording shows here as a diff to
 * review; figures are masked (`#`), since the golden table (tests/unit/golden-trips.test.ts) alone holds prices, so
 * that a tariff change fails one file only. Update on purpose with `npx vitest run -u tests/http/page-text.test.ts`.
 */

/** The simulator's states, by the URL the no-JavaScript path walks. */
const simulatorStates = [
  '?step=1',
  '?zone=brussels_center&step=2',
  '?zone=brussels_center&vehicle=van&step=3',
  '?zone=nearby_cities&vehicle=van&urgency=urgent&step=4',
  '?zone=nearby_cities&vehicle=van&urgency=urgent&distance=40&step=5',
  '?zone=nearby_cities&vehicle=van&urgency=urgent&distance=40&return=1&waiting=1&step=result',
  '?zone=brussels_center&vehicle=scooter&urgency=night&distance=0&step=result',
  '?zone=national&vehicle=truck&urgency=weekend&distance=150&special=1&step=result',
  '?zone=nearby_cities&vehicle=van&urgency=standard&distance=150&step=4',
];

/** Masks every figure, so that only words are compared. */
const masked = (text: string) => text.replace(/\d+(?:[.,\u00a0\u202f ]\d+)*/g, '#');

/** A page's text, one block per line: title, description, then the body's text and its spoken labels. */
function pageText(html: string): string {
  const root = parse(html, { blockTextElements: { script: false, style: false } });
  const lines: string[] = [];
  lines.push(`title: ${root.querySelector('title')?.text ?? ''}`);
  lines.push(`description: ${root.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''}`);
  const body = root.querySelector('body') ?? root;
  const blocks = 'p,li,h1,h2,h3,h4,dt,dd,th,td,caption,summary,label,legend,button,a,figcaption,option,blockquote';
  for (const el of body.querySelectorAll(blocks)) {
    if (el.querySelector(blocks)) continue;
    const text = el.text.replace(/\s+/g, ' ').trim();
    if (text) lines.push(`${el.tagName.toLowerCase()}: ${text}`);
  }
  for (const el of body.querySelectorAll('[aria-label],[alt],[title],[placeholder]')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = el.getAttribute(name);
      if (value) lines.push(`@${name}: ${value}`);
    }
  }
  return masked(decodeEntities(lines.join('\n')).replace(/[\u00a0\u202f]/g, ' '));
}

describe('the words of every page (snapshot)', () => {
  const paths = [...pages.map((p) => p.path), ...simulatorStates.flatMap((q) => [`/fr/${q}`, `/nl/${q}`])];
  it.each(paths)('%s', async (path) => {
    const res = await http().get(path);
    expect(res.status).toBe(200);
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
    await expect(pageText(res.text)).toMatchFileSnapshot(`../snapshots/page-text/${name}.txt`);
  });
});
