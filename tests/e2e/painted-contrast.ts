import type { Page } from '@playwright/test';

/** One text box whose colour is too close to the pixels painted behind it. */
export type ContrastFault = { text: string; where: string; ratio: number; needed: number; color: string; behind: string };

/** A visible run of text: its boxes on the page, its colour (alpha folded with the opacity above it), and the ratio it needs. */
type TextRun = {
  text: string;
  where: string;
  rects: { x: number; y: number; w: number; h: number }[];
  rgb: number[];
  alpha: number;
  needed: number;
};

// Hides every glyph, underline, caret and text shadow (and icons drawn in currentColor), so that a
// screenshot shows only what is painted behind the text.
const hideText = `*, *::before, *::after, *::marker, *::placeholder {
  color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important;
  text-decoration-color: transparent !important; caret-color: transparent !important; transition: none !important; }`;

/**
 * Checks every visible text node of the page (or of the elements `within` selects) against the colour
 * actually painted behind it: a screenshot with the text hidden gives the background pixels of each
 * text box, the computed colour (with its alpha and the opacity of its ancestors) gives the text. A
 * box fails when more than 5 % of its background pixels give less than 4.5:1 (3:1 for large text).
 * `fullPage` grows the viewport to the whole document first, so one screenshot holds every text.
 */
export async function paintedContrastFaults(page: Page, { fullPage = true, within = 'body' } = {}): Promise<ContrastFault[]> {
  if (fullPage) {
    // Grow until the document fits: lazy images arriving may lengthen it.
    for (let round = 0; round < 4; round++) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const viewport = page.viewportSize()!;
      if (viewport.height === height) break;
      await page.setViewportSize({ width: viewport.width, height });
      await page.evaluate(() =>
        Promise.all([document.fonts.ready, ...[...document.images].map((image) => image.decode().catch(() => undefined))]),
      );
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const runs: TextRun[] = await page.evaluate(readTextRuns, within);
  // A constructed style sheet (CSSOM), which the page's CSP (style-src 'self') allows, unlike a <style>.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, hideText);
  // At half scale: backgrounds are flat or smooth, so each pixel stands for a 2 × 2 block, and there
  // are a quarter of the pixels to draw, encode and read (French home page at 1280 px: the capture
  // 0.95 s → 0.59 s, reading it back in the page 1.33 s → 0.53 s).
  const { width, height } = page.viewportSize()!;
  const cdp = await page.context().newCDPSession(page);
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: { x: 0, y: 0, width, height, scale: 0.5 },
  });
  await cdp.detach();
  await page.evaluate(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
  return page.evaluate(compareWithPixels, { runs, png: data });
}

/** In the page: the visible text runs under `within`, with their boxes, colour and needed ratio. */
function readTextRuns(within: string): TextRun[] {
  const parse = (value: string): [number, number, number, number] => {
    const match = /^rgba?\(([^)]+)\)$/.exec(value);
    if (!match) throw new Error(`unexpected colour ${value}`);
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  };
  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      parts.unshift(
        node.tagName.toLowerCase() + (node.id ? `#${node.id}` : '') + (node.classList.length ? `.${[...node.classList].join('.')}` : ''),
      );
    }
    return parts.join(' > ');
  };
  // What the ancestors do to an element's text: their opacity, their overflow clip, a clip-path hiding it.
  type Frame = { clip: { left: number; top: number; right: number; bottom: number }; alpha: number; hidden: boolean };
  const frames = new Map<Element, Frame>();
  const frameOf = (element: Element): Frame => {
    let frame = frames.get(element);
    if (frame) return frame;
    const above = element.parentElement
      ? frameOf(element.parentElement)
      : { clip: { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity }, alpha: 1, hidden: false };
    const css = getComputedStyle(element);
    let clip = above.clip;
    if (css.overflowX !== 'visible' || css.overflowY !== 'visible') {
      const box = element.getBoundingClientRect();
      clip = {
        left: Math.max(clip.left, box.left),
        top: Math.max(clip.top, box.top),
        right: Math.min(clip.right, box.right),
        bottom: Math.min(clip.bottom, box.bottom),
      };
    }
    const hidden = above.hidden || css.clipPath !== 'none' || (css.clip !== 'auto' && css.position === 'absolute');
    frame = { clip, alpha: above.alpha * Number(css.opacity), hidden };
    frames.set(element, frame);
    return frame;
  };
  const runs: TextRun[] = [];
  for (const root of document.querySelectorAll(within)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, noscript, template, select, textarea, svg')) continue;
      // Inactive controls are exempt (WCAG 1.4.3).
      if (element.closest(':disabled, [aria-disabled="true"]')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Clipped away (the visually-hidden pattern) or cut by an ancestor's overflow: only what shows counts.
      const { clip, alpha, hidden } = frameOf(element);
      if (hidden) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .map((r) => ({
          left: Math.max(r.left, clip.left),
          top: Math.max(r.top, clip.top),
          right: Math.min(r.right, clip.right),
          bottom: Math.min(r.bottom, clip.bottom),
        }))
        .filter((r) => r.right - r.left >= 2 && r.bottom - r.top >= 2)
        .map((r) => ({ x: r.left + scrollX, y: r.top + scrollY, w: r.right - r.left, h: r.bottom - r.top }));
      if (!rects.length) continue;
      const css = getComputedStyle(element);
      const fill = css.webkitTextFillColor && css.webkitTextFillColor !== css.color ? css.webkitTextFillColor : css.color;
      const [r, g, b, a] = parse(fill);
      const size = parseFloat(css.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(css.fontWeight) >= 700);
      runs.push({ text: text.slice(0, 60), where: describe(element), rects, rgb: [r, g, b], alpha: a * alpha, needed: large ? 3 : 4.5 });
    }
  }
  return runs;
}

/** In the page: decodes the screenshot and measures each run against the pixels behind it. */
async function compareWithPixels({ runs, png }: { runs: TextRun[]; png: string }): Promise<ContrastFault[]> {
  const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  const { width, height } = bitmap;
  const pixels = context.getImageData(0, 0, width, height).data;
  const scale = width / document.documentElement.clientWidth;
  // sRGB channel -> linear light, once for each of the 256 values.
  const linear = Float64Array.from({ length: 256 }, (_, v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  const luminance = (r: number, g: number, b: number) =>
    0.2126 * linear[Math.round(r)]! + 0.7152 * linear[Math.round(g)]! + 0.0722 * linear[Math.round(b)]!;
  const hex = (rgb: number[]) => '#' + rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
  const faults: ContrastFault[] = [];
  for (const run of runs) {
    const [tr, tg, tb] = run.rgb as [number, number, number];
    const a = run.alpha;
    const opaque = luminance(tr, tg, tb);
    let total = 0;
    let below = 0;
    let worst = { ratio: Infinity, offset: 0 };
    for (const rect of run.rects) {
      const left = Math.max(0, Math.floor(rect.x * scale));
      const top = Math.max(0, Math.floor(rect.y * scale));
      const right = Math.min(width, Math.ceil((rect.x + rect.w) * scale));
      const bottom = Math.min(height, Math.ceil((rect.y + rect.h) * scale));
      for (let y = top; y < bottom; y++) {
        for (let x = left; x < right; x++) {
          const i = (y * width + x) * 4;
          const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
          const behind = luminance(r, g, b);
          const text = a === 1 ? opaque : luminance(a * tr + (1 - a) * r, a * tg + (1 - a) * g, a * tb + (1 - a) * b);
          const ratio = (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
          total++;
          if (ratio < run.needed) below++;
          if (ratio < worst.ratio) worst = { ratio, offset: i };
        }
      }
    }
    // More than 5 % of the text's box on a background too close to its colour.
    if (total && below > total * 0.05) {
      const i = worst.offset;
      const behind = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      faults.push({
        text: run.text,
        where: run.where,
        ratio: Math.round(worst.ratio * 100) / 100,
        needed: run.needed,
        color: hex(run.rgb.map((c, k) => a * c + (1 - a) * behind[k]!)),
        behind: hex(behind),
      });
    }
  }
  return faults;
}
