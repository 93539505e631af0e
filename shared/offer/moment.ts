/**
 * What the moment a job is needed buys (issue 36): the day the promise falls on, and Urgent's surcharge at night,
 * on Sundays and public holidays. Read by the simulator, the quick quote, the no-JavaScript pages and the request
 * mail, from the product line (./products.ts) and the calendar (./calendar.ts), in Brussels time.
 * No moment chosen, the default, keeps SPEC's weekday daytime prices and promises.
 */
import {
  type Day,
  inBrussels,
  isWorkingDay,
  type Moment,
  momentFromParam,
  momentParam,
  holidayOn,
  weekday,
  workingDaysAfter,
} from './calendar';
import { areaOf, products, type ProductId } from './products';
import { type Quote, quote, type Shipment } from './quote';
import type { Speed } from './tariff';

/** When the job is needed: as soon as possible (counted from now) or at a moment. Undefined: not said. */
export type When = 'asap' | Moment;

/** The moment a URL value names: `asap`, or `2026-12-02T16:30` (Brussels time); undefined otherwise. */
export function whenFromParam(value: unknown): When | undefined {
  return value === 'asap' ? 'asap' : momentFromParam(value);
}

/** The URL value of a moment. */
export function whenParam(when: When): string {
  return when === 'asap' ? 'asap' : momentParam(when);
}

/** The moment itself: `asap` is now, on a Brussels clock. */
export function momentOf(when: When, now: Date): Moment {
  return when === 'asap' ? inBrussels(now) : when;
}

/** The hour Saturday's working morning ends: Express and Standard run "Monday to Friday and Saturday morning". */
export const saturdayMorningEndsHour = 12;

/** Whether the day products (Express, Standard) run at that moment: a working day, or a Saturday morning. */
export function dayProductsRun(m: Moment): boolean {
  if (isWorkingDay(m.day)) return true;
  return weekday(m.day) === 6 && !holidayOn(m.day) && m.hour < saturdayMorningEndsHour;
}

/** Urgent's surcharge at a moment, in percent, and why: Sunday or a public holiday (+40 %), else night (+30 %). The higher one applies, never both. */
export function urgentSurchargeAt(m: Moment): { pct: number; reason: 'night' | 'sundayHoliday' } | undefined {
  const surcharges = products.urgent.surcharges ?? [];
  const sunday = surcharges.find((s) => s.id === 'sundayHoliday');
  if (sunday && (weekday(m.day) === 0 || holidayOn(m.day))) return { pct: sunday.pct, reason: 'sundayHoliday' };
  const night = surcharges.find((s) => s.id === 'night');
  if (night && night.fromHour !== undefined && night.toHour !== undefined && (m.hour >= night.fromHour || m.hour < night.toHour))
    return { pct: night.pct, reason: 'night' };
  return undefined;
}

/** Whether a speed is sold at a moment: Night in its window, Weekend from Saturday afternoon, Sundays and holidays; Urgent always; the day speed on working days and Saturday mornings. */
export function speedRunsAt(speed: Speed, m: Moment): boolean {
  if (speed === 'urgent') return true;
  if (speed === 'day') return dayProductsRun(m);
  if (speed === 'night') {
    const w = products.night.hours.window!;
    return m.hour >= w.from || m.hour < w.to;
  }
  return !dayProductsRun(m) && (weekday(m.day) === 6 || weekday(m.day) === 0 || holidayOn(m.day) !== undefined);
}

/**
 * The day a cell's delivery falls on for an order at a moment:
 * - `today`: a working day (or Saturday morning) before the cell's cut-off, delivered within its span;
 * - `nextMorning`: after the cut-off, or on a day the day products do not run: the next working day before an hour;
 * - `workingDays`: Standard's delivery, counted in working days from the order's day (from the next working day
 *   when the order comes on a day off), `from` to `to`;
 * - `span`: a product that runs at that moment delivers within its span (Urgent, Night, Weekend).
 */
export type DayPromise =
  | { kind: 'today'; day: Day }
  | { kind: 'nextMorning'; day: Day; beforeHour: number; reason: 'afterCutOff' | 'dayOff' }
  | { kind: 'workingDays'; from: Day; to: Day }
  | { kind: 'span' };

/** The promise of a cell (product and area of the product line) for an order at a moment. */
export function promiseAt(cell: { product: ProductId; area: string }, m: Moment): DayPromise {
  // Urgent, Night and Weekend run in hours of their own, not the working days': their span holds (Weekend's "same day" is its own day).
  if (products[cell.product].hours.days !== 'weekdaysSaturdayMorning') return { kind: 'span' };
  const area = areaOf(cell.product, cell.area);
  const cut = area.cutOff;
  const afterCutOff = cut !== undefined && m.hour * 60 + m.minute >= cut.hour * 60;
  if (cut?.later === 'nextMorning' && cut.nextMorningBefore !== undefined) {
    const next = workingDaysAfter(m.day, 1);
    if (!dayProductsRun(m)) return { kind: 'nextMorning', day: next, beforeHour: cut.nextMorningBefore, reason: 'dayOff' };
    if (afterCutOff) return { kind: 'nextMorning', day: next, beforeHour: cut.nextMorningBefore, reason: 'afterCutOff' };
    return { kind: 'today', day: m.day };
  }
  if (area.delivery.unit === 'workday') {
    // An order on a day off counts from the next working day (a Saturday morning's from the Saturday), an order after
    // a cut-off that costs a working day from the day after.
    const orderDay = dayProductsRun(m) && !afterCutOff ? m.day : workingDaysAfter(m.day, 1);
    return {
      kind: 'workingDays',
      from: workingDaysAfter(orderDay, area.delivery.from),
      to: workingDaysAfter(orderDay, area.delivery.to ?? area.delivery.from),
    };
  }
  return { kind: 'span' };
}

/** A trip's quote for a moment: Urgent with its surcharge at that moment; every other speed at its own price. */
export function quoteAt(shipment: Shipment, m: Moment | undefined): Quote {
  return quote(shipment, shipment.speed === 'urgent' && m ? (urgentSurchargeAt(m)?.pct ?? 0) : 0);
}
