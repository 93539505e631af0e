import type { Page } from '@playwright/test';

// A map's labels as a visitor sees them: the map's width is read from the page (what the stylesheet
// gives the <img>), and the very SVG it shows is drawn at that width, inline, in the same browser,
// fonts and all, so that each label's size and box are the browser's, not an estimate.

/** A label as drawn: its name, the font size on screen in px, its box on screen. */
type DrawnLabel = { name: string; px: number; box: { left: number; top: number; right: number; bottom: number } };

/** The page's map as drawn: its width on screen (content box, px), its labels, and whether each lies inside the map. */
export type DrawnMap = { src: string; width: number; labels: DrawnLabel[]; outside: string[] };

/** Draws the SVG of every `img.map` of the page at the width the page shows it, and measures its labels. */
export async function drawnMaps(page: Page): Promise<DrawnMap[]> {
  const maps = await page.locator('img.map').evaluateAll((images) =>
    images.map((img) => ({
      src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
      width: (img as HTMLImageElement).clientWidth,
    })),
  );
  const drawn: DrawnMap[] = [];
  for (const { src, width } of maps) {
    const svg = await (await page.request.get(src)).text();
    drawn.push(
      await page.evaluate(
        ({ src, width, svg }) => {
          const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
          const root = document.importNode(doc.documentElement, true) as unknown as SVGSVGElement;
          const holder = document.createElement('div');
          holder.style.cssText = `position:absolute;left:0;top:0;width:${width}px;visibility:hidden;pointer-events:none`;
          root.setAttribute('width', String(width));
          root.removeAttribute('height');
          root.style.cssText = 'display:block;width:100%;height:auto';
          holder.append(root);
          document.body.append(holder);
          const frame = root.getBoundingClientRect();
          const scale = frame.width / root.viewBox.baseVal.width;
          const labels = [...root.querySelectorAll('text')].map((text) => {
            const rect = text.getBoundingClientRect();
            const name = [...text.querySelectorAll('tspan')].map((span) => span.textContent).join(' ') || text.textContent || '';
            return {
              name,
              px: parseFloat(getComputedStyle(text).fontSize) * scale,
              box: {
                left: rect.left - frame.left,
                top: rect.top - frame.top,
                right: rect.right - frame.left,
                bottom: rect.bottom - frame.top,
              },
            };
          });
          holder.remove();
          const outside = labels
            .filter(({ box }) => box.left < 0 || box.top < 0 || box.right > frame.width || box.bottom > frame.height)
            .map((label) => label.name);
          return { src, width, labels, outside };
        },
        { src, width, svg },
      ),
    );
  }
  return drawn;
}

/** What is wrong with a drawn map: a label under 11 px on screen, two labels over each other, a label cut by the map's edge. */
export function drawnMapProblems(map: DrawnMap): string[] {
  const problems: string[] = [];
  const name = map.src.split('/').pop();
  if (map.labels.length === 0) problems.push(`${name}: no label`);
  for (const label of map.labels)
    if (label.px < 11) problems.push(`${name} at ${map.width} px: "${label.name}" drawn at ${label.px.toFixed(1)} px`);
  for (const [i, a] of map.labels.entries()) {
    for (const b of map.labels.slice(i + 1)) {
      const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      // Glyph boxes include the line's leading: a sliver under half a pixel is no overlap of letters.
      if (w > 0.5 && h > 0.5) problems.push(`${name}: "${a.name}" over "${b.name}" (${w.toFixed(1)} × ${h.toFixed(1)} px)`);
    }
  }
  for (const label of map.outside) problems.push(`${name}: "${label}" cut by the map's edge`);
  return problems;
}
