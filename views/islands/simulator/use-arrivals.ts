import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { quickQuoteAttribute, quickQuoteEvent } from '../../../shared/islands';

/** How a query reaches the simulator: as a new history entry (a quick quote), or none (Back and Forward). */
export type Arrival = (query: Record<string, string>, history: 'push' | 'none') => void;

/**
 * Hands the simulator the queries it did not submit itself: a quick quote of the page (from client/boot.ts,
 * now or before the island woke) and Back and Forward. `arrive` may change at each render; the latest is used.
 */
export function useArrivals(form: RefObject<HTMLFormElement | null>, arrive: Arrival): void {
  const latest = useRef(arrive);
  latest.current = arrive;
  useEffect(() => {
    const root = form.current?.closest('[data-island]');
    if (!root) return;
    const take = () => {
      const asked = root.getAttribute(quickQuoteAttribute);
      if (asked === null) return;
      root.removeAttribute(quickQuoteAttribute);
      latest.current(Object.fromEntries(new URLSearchParams(asked)), 'push');
    };
    const back = () => latest.current(Object.fromEntries(new URLSearchParams(location.search)), 'none');
    take();
    root.addEventListener(quickQuoteEvent, take);
    window.addEventListener('popstate', back);
    return () => {
      root.removeEventListener(quickQuoteEvent, take);
      window.removeEventListener('popstate', back);
    };
  }, [form]);
}

/** Brings the heading of each move (a step, a price chosen) to the top of the screen and takes the focus there. */
export function useFocusOnMove(
  move: { count: number; to: 'step' | 'chosen' },
  step: RefObject<HTMLHeadingElement | null>,
  chosen: RefObject<HTMLHeadingElement | null>,
): void {
  useEffect(() => {
    if (move.count === 0) return;
    const target = move.to === 'chosen' ? chosen.current : step.current;
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [move, step, chosen]);
}
