/**
 * What the request form knows beyond what the visitor types (issue 36): the moment the simulator chose (the URL's
 * `when`), in the page's words; whether that moment calls for the phone rather than a mail; and the cover of the
 * product the simulator priced (the product line's cell), shown beside the declared value. Pure, shared by the
 * server (the page and its no-JavaScript mail link) and the form's island.
 */
import { answeringHours } from '../company/company';
import { fill } from '../i18n/fill';
import type { Lang } from '../langs';
import { type Day, dayName, inBrussels, isWorkingDay, type Moment, minutesBetween, nextWorkingDay } from '../offer/calendar';
import type { When } from '../offer/moment';
import { areaOf, type ProductId, productIds, products } from '../offer/products';

/** The words of a moment: "as soon as possible", and a day and a time ("{day} {time}", "{hour} h {minute}"). */
export type MomentLabels = { asap: string; moment: string; time: string; timeMinutes: string };

/** A moment in words: "Dès que possible", "jeudi 3 décembre 9 h", "donderdag 3 december 16.30 uur". */
export function momentWords(when: When, labels: MomentLabels, lang: Lang): string {
  if (when === 'asap') return labels.asap;
  const time =
    when.minute === 0
      ? fill(labels.time, { hour: when.hour })
      : fill(labels.timeMinutes, { hour: when.hour, minute: String(when.minute).padStart(2, '0') });
  return fill(labels.moment, { day: dayName(lang, when.day), time });
}

/** Whether the company reads its mail at that moment: a working day, between the answering hours. */
export function answersMailAt(m: Moment): boolean {
  return isWorkingDay(m.day) && m.hour >= answeringHours.fromHour && m.hour < answeringHours.toHour;
}

/** The first moment from `now` on at which a mail sent now is read: now within the answering hours, else the next opening. */
export function nextMailReading(now: Moment): Moment {
  if (answersMailAt(now)) return now;
  const opening = (day: Day): Moment => ({ day, hour: answeringHours.fromHour, minute: 0 });
  if (isWorkingDay(now.day) && now.hour < answeringHours.fromHour) return opening(now.day);
  return opening(nextWorkingDay(now.day));
}

/**
 * Why the form says to call rather than mail, if it should (issue 36):
 * - `soon`: as soon as possible, or a moment less than `answeringHours.callWithinHours` after the mail would be read
 *   (now within the answering hours, else their next opening): a mail could be read too late;
 * - `outsideHours`: a moment outside the answering hours, when nobody reads the mail.
 * Without `now` (the server's page, which is cached), only what does not depend on the clock is said.
 */
export function callReason(when: When | undefined, now: Date | undefined): 'soon' | 'outsideHours' | undefined {
  if (when === undefined) return undefined;
  if (when === 'asap') return 'soon';
  if (now && minutesBetween(nextMailReading(inBrussels(now)), when) < answeringHours.callWithinHours * 60) return 'soon';
  return answersMailAt(when) ? undefined : 'outsideHours';
}

/** The product line's cell a text names, "product/area" as a simulator result writes it ("urgent/local"), or undefined when the product line has no such cell. */
export function cellOf(text: unknown): { product: ProductId; area: string } | undefined {
  if (typeof text !== 'string') return undefined;
  const [product, area, ...rest] = text.split('/');
  const id = productIds.find((p) => p === product);
  if (!id || !area || rest.length > 0 || !products[id].areas.some((a) => a.id === area)) return undefined;
  return { product: id, area };
}

/**
 * The cover beside the declared value: the product's name, what it includes per shipment there (the cell's
 * `insuranceEur`, else the product's), and the paid extension on declared value with its rate, when it has one.
 */
export type Cover = { product: ProductId; name: string; includedEur: number; extensionEur?: number; extensionRatePct?: number };

/** The cover of a cell, in the page's language; undefined without a cell the product line knows. */
export function coverOf(cellText: unknown, lang: Lang): Cover | undefined {
  const cell = cellOf(cellText);
  if (!cell) return undefined;
  const product = products[cell.product];
  const area = areaOf(cell.product, cell.area);
  return {
    product: cell.product,
    name: product.name[lang],
    includedEur: area.insuranceEur ?? product.insurance.includedEur,
    extensionEur: product.insurance.extensionEur,
    extensionRatePct: product.insurance.extensionRatePct,
  };
}
