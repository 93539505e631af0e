import type { Page } from '@playwright/test';
import { routes } from '../../shared/routes';
import { expect, test } from './fixtures';

type Rgba = [number, number, number, number];

/** The focused element's ring as the browser draws it, and the colours of what lies behind the ring. */
type FocusRing = { element: string; style: string; width: number; color: Rgba; behind: Rgba[] };

/** Reads the ring of the focused element, or null when nothing but the document has the focus. */
function focusedRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const rgba = (text: string): [number, number, number, number] => {
      const parts = /rgba?\(([^)]+)\)/
        .exec(text)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    // The ring is drawn outside the element (outline-offset): what shows behind it is the parent's
    // background, or the first opaque one further up, under any translucent layers in between.
    const layers: [number, number, number, number][] = [];
    let base: [number, number, number, number][] = [[255, 255, 255, 1]];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map((m) => rgba(m[0]));
      if (stops.length) {
        base = stops;
        break;
      }
      const color = rgba(style.backgroundColor);
      if (color[3] >= 1) {
        base = [color];
        break;
      }
      if (color[3] > 0) layers.unshift(color);
    }
    const behind = base.map((bottom) =>
      layers.reduce<[number, number, number, number]>(
        (under, [r, g, b, a]) => [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a), 1],
        bottom,
      ),
    );
    const style = getComputedStyle(element);
    const label = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      element: `${element.tagName.toLowerCase()}${element.className ? '.' + String(element.className).replace(/ /g, '.') : ''} "${label}"`,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: rgba(style.outlineColor),
      behind,
    };
  });
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours. */
function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What is wrong with a ring: not drawn, too thin, or under 3:1 against what lies behind it. */
function ringProblems(ring: FocusRing): string[] {
  if (ring.style === 'none' || ring.width < 2) return [`${ring.element}: no ring (${ring.style} ${ring.width}px)`];
  return ring.behind
    .map((colour) => contrast(ring.color, colour))
    .filter((ratio) => ratio < 3)
    .map((ratio) => `${ring.element}: ring rgb(${ring.color.slice(0, 3).join(' ')}) at ${ratio.toFixed(2)}:1`);
}

/** Tabs from the top of the page to the end, measuring the ring of every element that takes the focus. */
async function tabThrough(page: Page): Promise<{ visited: number; problems: string[] }> {
  const problems: string[] = [];
  const seen = new Set<string>();
  let visited = 0;
  for (let step = 0; step < 400; step++) {
    await page.keyboard.press('Tab');
    const ring = await focusedRing(page);
    if (!ring) break;
    const key = await page.evaluate(() => {
      const element = document.activeElement!;
      return `${element.tagName}#${[...document.querySelectorAll('*')].indexOf(element)}`;
    });
    if (seen.has(key)) break;
    seen.add(key);
    visited++;
    problems.push(...ringProblems(ring));
  }
  return { visited, problems };
}

// A page of each kind from the route table (alternating languages), and the 404 page.
const samples = [
  ...[...new Map(routes.map((route) => [route.kind, route])).values()].map((route, index) => ({
    name: route.kind,
    path: route.paths[index % 2 ? 'nl' : 'fr'],
    status: 200,
  })),
  { name: '404', path: '/nl/bestaat-niet/', status: 404 },
];

for (const sample of samples) {
  test(`every focus ring of a ${sample.name} page (${sample.path}) stands out 3:1 from what is behind it`, async ({ page }) => {
    test.setTimeout(90_000);
    const response = await page.goto(sample.path);
    expect(response?.status()).toBe(sample.status);
    await page.waitForLoadState('networkidle');
    const { visited, problems } = await tabThrough(page);
    expect(visited).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
}

test('the measure catches a ring that blends into a dark band (canary)', async ({ page, navigate }) => {
  await navigate('/fr/');
  // The ring the site had before: #1a73e8 on the blue hero, about 2.2:1.
  await page.evaluate(() => document.querySelector<HTMLElement>('.hero')!.style.setProperty('--focus-ring', '#1a73e8'));
  await page.locator('.hero .actions .btn-primary').focus();
  const ring = await focusedRing(page);
  expect(ring).not.toBeNull();
  expect(ringProblems(ring!).length).toBeGreaterThan(0);
});
