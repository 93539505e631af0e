/**
 * What the moment a job is needed (issue 36, shared/offer/moment.ts) says in the page's words: the day a delivery
 * falls on ("livré jeudi 3 décembre avant 10 h"), the moment chosen ("le mercredi 2 décembre à 16 h 30"), the speed
 * to take when one does not run then, and the name of Urgent's surcharge at that moment. Days are named by Intl, so
 * the island needs no table of its own.
 */
import type { Messages } from '../../../shared/i18n';
import { fill } from '../../../shared/i18n/fill';
import type { Lang } from '../../../shared/langs';
import { dayName, type Moment } from '../../../shared/offer/calendar';
import { type DayPromise, speedRunsAt, urgentSurchargeAt } from '../../../shared/offer/moment';
import type { Span } from '../../../shared/offer/products';
import type { Speed } from '../../../shared/offer/tariff';
import { hourText, spanWords } from '../../../shared/offer/words';

/** The words of the moment (content/<lang>/interface.yaml, simulator.moment). */
export type MomentWords = Messages['simulator']['moment'];

/** The time of a moment on a Brussels clock: "16 h 30", "9 h" / "16.30 uur", "9 uur". */
export function clockText(lang: Lang, moment: Pick<Moment, 'hour' | 'minute'>): string {
  const mm = String(moment.minute).padStart(2, '0');
  if (moment.minute === 0) return hourText(lang, moment.hour);
  return lang === 'fr' ? `${moment.hour} h ${mm}` : `${moment.hour}.${mm} uur`;
}

/**
 * A cell's delivery for an order at a moment: today within its span, the next working day before an hour (the day
 * named), Standard's working day or days, or the product's own span (`delivery`, its words without a moment).
 */
export function deliveryAt(words: MomentWords, lang: Lang, span: Span, promise: DayPromise, delivery: string): string {
  switch (promise.kind) {
    case 'today':
      return span.unit === 'h' || span.unit === 'min' ? fill(words.todayIn, { delay: spanWords(lang, span) }) : words.today;
    case 'nextMorning':
      return fill(words.nextMorning, { day: dayName(lang, promise.day), hour: hourText(lang, promise.beforeHour) });
    case 'workingDays':
      return promise.from === promise.to
        ? fill(words.workday, { day: dayName(lang, promise.from) })
        : fill(words.workdays, { from: dayName(lang, promise.from), to: dayName(lang, promise.to) });
    case 'span':
      return delivery;
  }
}

/**
 * The speed to take when `speed` does not run at a moment: Weekend on a Sunday, a holiday or a Saturday afternoon,
 * Night in its window, else the day speed; Urgent, which always runs, last. Undefined when `speed` runs.
 */
export function speedThatRuns(speed: Speed, moment: Moment): Speed | undefined {
  if (speedRunsAt(speed, moment)) return undefined;
  const candidates: Speed[] = ['weekend', 'night', 'day'];
  return candidates.find((other) => other !== speed && speedRunsAt(other, moment)) ?? 'urgent';
}

/** The name of Urgent's surcharge at a moment, with its rate ("Supplément de nuit +30 %"), or undefined by day. */
export function surchargeName(words: MomentWords, moment: Moment): string | undefined {
  const surcharge = urgentSurchargeAt(moment);
  return surcharge && (surcharge.reason === 'night' ? words.night : words.sundayHoliday);
}
