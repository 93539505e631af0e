import type { Page } from '@playwright/test';

// WCAG 2.2 SC 2.4.11 (Focus Not Obscured): the element that takes the focus is never entirely hidden
// under something the page fixes on screen (the header, the open menu, the phone's call bar, a sticky
// table cell). Measured by tabbing as a visitor does and asking the browser what it paints on top of
// the focused element: a grid of points over its box, each hit-tested with elementFromPoint.

/** Where one focus stop stands: drawn (at least a point of it shows), hidden under a fixed or sticky element, or off screen. */
type FocusStop = { again: boolean; label: string; state: 'shown' | 'hidden' | 'off'; by: string; inMenu: boolean; inBar: boolean };

/** Reads the focused element's state in the page (null: the focus is back on the document). */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? '#' + node.id : ''}${node.classList.length ? '.' + [...node.classList].join('.') : ''}`;
    const label = `${describe(element)} "${(element.textContent || element.getAttribute('aria-label') || (element as HTMLInputElement).name || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    // Each element once: a stop met again ends the walk (islands that hydrate meanwhile keep their elements).
    const seen = ((window as unknown as { focusSeen?: WeakSet<Element> }).focusSeen ??= new WeakSet());
    const again = seen.has(element);
    seen.add(element);
    const inMenu = !!element.closest('.menu');
    const inBar = !!element.closest('.phone-bar');
    // A control drawn as 1 px (a visually hidden radio) shows through its label: its label's box counts.
    let box = element.getBoundingClientRect();
    if (box.width <= 1 && box.height <= 1) box = ((element as HTMLInputElement).labels?.[0] ?? element).getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    if (right - left < 1 || bottom - top < 1) return { again, label, state: 'off' as const, by: '', inMenu, inBar };
    /** The fixed or sticky box a painted element belongs to, if any (the element itself or an ancestor). */
    const pinnedOf = (node: Element | null): Element | null => {
      for (let at = node; at; at = at.parentElement) if (/^(fixed|sticky)$/.test(getComputedStyle(at).position)) return at;
      return null;
    };
    const steps = 5;
    let by = '';
    for (let i = 0; i < steps; i++) {
      for (let j = 0; j < steps; j++) {
        const x = left + ((right - left) * (i + 0.5)) / steps;
        const y = top + ((bottom - top) * (j + 0.5)) / steps;
        const hit = document.elementFromPoint(x, y);
        if (!hit || element.contains(hit) || hit.contains(element)) return { again, label, state: 'shown' as const, by: '', inMenu, inBar };
        const pinned = pinnedOf(hit);
        // Anything else painted on top that is not pinned moves with the page (a label over its input): not a cover.
        if (!pinned || pinned.contains(element)) return { again, label, state: 'shown' as const, by: '', inMenu, inBar };
        by = describe(pinned);
      }
    }
    return { again, label, state: 'hidden' as const, by, inMenu, inBar };
  });
}

/** What a walk through the page's focus order found: how many stops, those hidden or off screen, and whether it reached the call bar (the page's last stop). */
export type FocusWalk = { stops: number; hidden: string[]; off: string[]; ended: boolean };

/**
 * Tabs from where the focus is (that stop included with `fromCurrent`) to the end of the page (or,
 * with `leaveMenuAfter`, until that many stops past the open menu), and reports every stop hidden
 * under a fixed or sticky element.
 */
export async function walkFocus(page: Page, { leaveMenuAfter = Infinity, fromCurrent = false } = {}): Promise<FocusWalk> {
  const walk: FocusWalk = { stops: 0, hidden: [], off: [], ended: false };
  let outside = 0;
  await page.evaluate(() => delete (window as unknown as { focusSeen?: unknown }).focusSeen);
  for (let step = 0; step < 500; step++) {
    if (step > 0 || !fromCurrent) await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop || stop.again) break;
    walk.stops++;
    walk.ended = stop.inBar;
    if (stop.state === 'hidden') walk.hidden.push(`${stop.label} under ${stop.by}`);
    if (stop.state === 'off') walk.off.push(stop.label);
    if (!stop.inMenu && ++outside > leaveMenuAfter) break;
  }
  return walk;
}

/**
 * The end of the page read above the phone's call bar: scrolled to the bottom, the last line of the
 * footer ends above the top of every element fixed to the bottom of the screen. Returns the overlap in px (0: clear).
 */
export function endCoveredBy(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const footer = document.querySelector('.site-footer');
    const last = footer?.querySelector('.copyright, .legal-links')
      ? [...footer.querySelectorAll('.copyright, .legal-links')].at(-1)!
      : footer;
    if (!last) return 0;
    // The last painted line: the bottom of the content box, padding left out.
    const style = getComputedStyle(last);
    const end = last.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
    const bars = [...document.querySelectorAll('body *')].filter((node) => {
      const s = getComputedStyle(node);
      return (
        s.position === 'fixed' &&
        s.display !== 'none' &&
        s.visibility !== 'hidden' &&
        node.getBoundingClientRect().height > 0 &&
        node.getBoundingClientRect().bottom >= innerHeight - 1
      );
    });
    const top = Math.min(innerHeight, ...bars.map((bar) => bar.getBoundingClientRect().top));
    return Math.max(0, Math.round(end - top));
  });
}
