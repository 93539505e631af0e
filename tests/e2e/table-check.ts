import type { Page } from '@playwright/test';

/**
 * Scrolls every table box that scrolls sideways through its width (start, a third, two thirds, end)
 * and, at each stop, compares the box of every sticky element in it (a column kept in view) with
 * the lines of text of every other cell: a sticky cell must never be drawn over another cell's text.
 */
export function stickyCellProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems = new Set<string>();
    const textBoxes = (cell: Element) =>
      [...cell.querySelectorAll('*'), cell].flatMap((node) =>
        [...node.childNodes]
          .filter((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim())
          .flatMap((child) => {
            const range = document.createRange();
            range.selectNodeContents(child);
            return [...range.getClientRects()];
          }),
      );
    for (const box of document.querySelectorAll<HTMLElement>('.table-wrap')) {
      const reach = box.scrollWidth - box.clientWidth;
      if (reach <= 0) continue;
      const sticky = [...box.querySelectorAll('*')].filter((node) => getComputedStyle(node).position === 'sticky');
      const cells = [...box.querySelectorAll('th, td')];
      for (const at of [0, reach / 3, (2 * reach) / 3, reach]) {
        box.scrollLeft = at;
        for (const pinned of sticky) {
          const p = pinned.getBoundingClientRect();
          for (const cell of cells) {
            if (pinned.contains(cell) || cell.contains(pinned)) continue;
            const covered = textBoxes(cell).some(
              (t) =>
                Math.min(p.right, t.right) - Math.max(p.left, t.left) > 0.5 && Math.min(p.bottom, t.bottom) - Math.max(p.top, t.top) > 0.5,
            );
            const name = (node: Element) => (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
            if (covered) problems.add(`${box.getAttribute('aria-label')}: sticky "${name(pinned)}" over "${name(cell)}"`);
          }
        }
      }
      box.scrollLeft = 0;
    }
    return [...problems];
  });
}

/**
 * The prices of the tariffs page's tables on a phone: every price cell in full on screen with the
 * table box scrolled to its start, and no table box that scrolls sideways.
 */
export function priceCellProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const box of document.querySelectorAll<HTMLElement>(
      '.table-wrap:has(td.product-price, td[data-price-cents], td > [data-price-area])',
    )) {
      box.scrollLeft = 0;
      if (box.scrollWidth > box.clientWidth)
        problems.push(`${box.getAttribute('aria-label')}: ${box.scrollWidth} px wide in a box of ${box.clientWidth} px`);
      for (const cell of box.querySelectorAll('td.product-price, td[data-price-cents], td:has(> [data-price-area])')) {
        const rect = cell.getBoundingClientRect();
        if (rect.left < 0 || rect.right > innerWidth)
          problems.push(
            `${box.getAttribute('aria-label')}: price "${(cell.textContent ?? '').trim().slice(0, 30)}" from ${Math.round(rect.left)} to ${Math.round(rect.right)} px`,
          );
      }
    }
    return problems;
  });
}

/** Every table box of the page that scrolls sideways (issue 37: on a phone, service and tariffs tables stack instead). */
export function sidewaysTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.table-wrap')]
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => `${box.getAttribute('aria-label')}: ${box.scrollWidth} px wide in a box of ${box.clientWidth} px`),
  );
}
