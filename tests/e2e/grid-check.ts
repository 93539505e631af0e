import type { Page } from '@playwright/test';

/** The grids of the site whose items must fill every row they start (form fields too: no field left alone on a row). */
const gridSelector = '.cards, .figures, .steps, .sim-choices, .footer-grid, .contact-group, .sim-route';

/** One grid as laid out: where it is, how many items, how many columns, and the rows it leaves half-empty. */
type GridLayout = { where: string; items: number; columns: number; holes: string[]; strip: Strip | null };

/** A grid laid out as a sideways row (`.strip` on a phone): its rows, its widest item's share of the row, and whether it scrolls. */
type Strip = { rows: number; itemShare: number; scrolls: boolean };

/** Measures every grid of the page: each row of items must reach from the grid's left edge to its right edge. */
export function gridLayouts(page: Page): Promise<GridLayout[]> {
  return page.evaluate((selector) => {
    // A grid folded away (a closed <details> on a phone) is not laid out: nothing to measure.
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((grid) => grid.checkVisibility())
      .map((grid) => {
        const style = getComputedStyle(grid);
        const box = grid.getBoundingClientRect();
        const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        // A fieldset's legend is drawn on its border, not in its grid.
        const items = [...grid.children].filter((child) => getComputedStyle(child).display !== 'none' && child.tagName !== 'LEGEND');
        const rows = new Map<number, { left: number; right: number; count: number }>();
        for (const item of items) {
          const rect = item.getBoundingClientRect();
          const top = Math.round(rect.top);
          const row = rows.get(top) ?? { left: Infinity, right: -Infinity, count: 0 };
          rows.set(top, { left: Math.min(row.left, rect.left), right: Math.max(row.right, rect.right), count: row.count + 1 });
        }
        const section = grid.closest('section, nav, footer');
        const where = `${section?.id || section?.getAttribute('aria-labelledby') || section?.tagName.toLowerCase()} .${grid.className.replace(/ /g, '.')}`;
        // A strip scrolls sideways on purpose: one row of items, each most of the visible width, the next one peeking in.
        const sideways = getComputedStyle(grid).gridAutoFlow.startsWith('column');
        const strip = sideways
          ? {
              rows: rows.size,
              itemShare: Math.max(...items.map((item) => item.getBoundingClientRect().width)) / (right - left),
              scrolls: grid.scrollWidth > grid.clientWidth,
            }
          : null;
        const holes = sideways
          ? []
          : [...rows.values()]
              .filter((row) => Math.abs(row.left - left) > 1 || Math.abs(row.right - right) > 1)
              .map(
                (row) =>
                  `${row.count} item(s) from ${Math.round(row.left - left)} px to ${Math.round(right - row.right)} px short of the edge`,
              );
        return { where, items: items.length, columns: [...rows.values()][0]?.count ?? 0, holes, strip };
      });
  }, gridSelector);
}

/**
 * What is wrong with the grids of the page at a width: a row that leaves a hole, a common count of
 * items in the wrong number of columns, a sideways strip anywhere but on a phone or badly laid out there.
 */
export async function gridProblems(page: Page, width: number): Promise<string[]> {
  const problems: string[] = [];
  for (const grid of await gridLayouts(page)) {
    for (const hole of grid.holes) problems.push(`${grid.where} (${grid.items} items): ${hole}`);
    // A strip is a sideways row only on a phone; there, one row that scrolls, each card most of the screen.
    if (grid.strip) {
      const { rows, itemShare, scrolls } = grid.strip;
      if (width > 390) problems.push(`${grid.where}: a sideways strip at ${width} px`);
      else if (rows !== 1 || !scrolls || itemShare < 0.7 || itemShare > 0.95) {
        problems.push(
          `${grid.where}: strip of ${rows} row(s), items ${Math.round(itemShare * 100)} % wide, ${scrolls ? '' : 'not '}scrolling`,
        );
      }
      continue;
    }
    // The contact cards stand in one column beside the form, and the footer has its own columns.
    if (/contact-cards|footer-grid/.test(grid.where)) continue;
    const expected =
      width <= 390
        ? grid.where.includes('.cards')
          ? 1
          : undefined
        : grid.items === 3 && width >= 768
          ? 3
          : grid.items === 6
            ? width >= 1024
              ? 3
              : 2
            : undefined;
    if (expected !== undefined && grid.columns !== expected) {
      problems.push(`${grid.where} (${grid.items} items): ${grid.columns} columns, ${expected} expected`);
    }
  }
  return problems;
}

/**
 * Form fields laid side by side: in every row of fields (fields of one parent whose boxes start at
 * the same height), the inputs start at the same height too, whatever the length of their labels.
 */
export function fieldRowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (node: Element) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
    const fields = [...document.querySelectorAll('.field')].filter(shown);
    const parents = new Set(fields.map((field) => field.parentElement!));
    for (const parent of parents) {
      const rows = new Map<number, { name: string; top: number }[]>();
      for (const field of fields.filter((field) => field.parentElement === parent)) {
        const control = field.querySelector('input:not([type="hidden"]), textarea, select');
        if (!control || !shown(control)) continue;
        const top = Math.round(field.getBoundingClientRect().top);
        rows.set(top, [
          ...(rows.get(top) ?? []),
          { name: control.getAttribute('name') ?? control.id, top: control.getBoundingClientRect().top },
        ]);
      }
      for (const row of rows.values()) {
        const tops = row.map((control) => control.top);
        if (row.length > 1 && Math.max(...tops) - Math.min(...tops) > 1) {
          problems.push(
            `inputs ${row.map((control) => `${control.name} at ${Math.round(control.top)}`).join(', ')} side by side at different heights`,
          );
        }
      }
    }
    return problems;
  });
}
