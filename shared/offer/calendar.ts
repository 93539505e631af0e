/**
 * The courier's calendar, in Brussels time: Belgian public holidays, working days, and a moment as a Brussels wall
 * clock reads it (daylight-saving time included, by Intl). Pure and shared by server and browser, so that a shared
 * link and the no-JavaScript path give the same answer as the island.
 */

import { type Lang, langTag } from '../langs';

/** A day in Brussels: `2026-12-25`. */
export type Day = string;

/** A moment in Brussels: its day, and the time of day on a Brussels clock. */
export type Moment = { day: Day; hour: number; minute: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** A day from its year, month (1–12) and date, in UTC arithmetic (a day has no time zone). */
function dayOf(year: number, month: number, date: number): Day {
  const d = new Date(Date.UTC(year, month - 1, date));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: Day, n: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayOf(y, m, d + n);
}

/** The day of the week: 0 Sunday … 6 Saturday. */
export function weekday(day: Day): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Easter Sunday of a year (the Gregorian computation of Meeus, Jones and Butcher). */
function easter(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
}

/** Belgium's ten legal public holidays of a year (law of 4 January 1974), by id, in the order of the year. */
export function belgianHolidays(year: number): Record<HolidayId, Day> {
  const sunday = easter(year);
  return {
    newYear: dayOf(year, 1, 1),
    easterMonday: addDays(sunday, 1),
    labourDay: dayOf(year, 5, 1),
    ascension: addDays(sunday, 39),
    whitMonday: addDays(sunday, 50),
    nationalDay: dayOf(year, 7, 21),
    assumption: dayOf(year, 8, 15),
    allSaints: dayOf(year, 11, 1),
    armistice: dayOf(year, 11, 11),
    christmas: dayOf(year, 12, 25),
  };
}

/** The ten public holidays, by the name the code uses. */
export type HolidayId =
  | 'newYear'
  | 'easterMonday'
  | 'labourDay'
  | 'ascension'
  | 'whitMonday'
  | 'nationalDay'
  | 'assumption'
  | 'allSaints'
  | 'armistice'
  | 'christmas';

/** The public holiday a day is, or undefined. */
export function holidayOn(day: Day): HolidayId | undefined {
  const holidays = belgianHolidays(Number(day.slice(0, 4)));
  return (Object.keys(holidays) as HolidayId[]).find((id) => holidays[id] === day);
}

/** A working day: Monday to Friday, not a public holiday. */
export function isWorkingDay(day: Day): boolean {
  const w = weekday(day);
  return w >= 1 && w <= 5 && !holidayOn(day);
}

/** The first working day after `day`. */
export function nextWorkingDay(day: Day): Day {
  let next = addDays(day, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

/** The `n`th working day after `day`; `day` itself when n is 0. */
export function workingDaysAfter(day: Day, n: number): Day {
  let at = day;
  for (let i = 0; i < n; i++) at = nextWorkingDay(at);
  return at;
}

const brusselsClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a Brussels clock reads it (summer and winter time alike). */
export function inBrussels(instant: Date): Moment {
  const parts = Object.fromEntries(brusselsClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** A moment as the URL carries it: `2026-12-02T16:30`. */
export function momentParam(moment: Moment): string {
  return `${moment.day}T${pad(moment.hour)}:${pad(moment.minute)}`;
}

/** The moment a URL value names (`2026-12-02T16:30`), or undefined when it names none that exists. */
export function momentFromParam(value: unknown): Moment | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  if (h > 23 || mi > 59 || mo < 1 || mo > 12 || d < 1) return undefined;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  if (dayOf(y, mo, d) !== day) return undefined;
  return { day, hour: h, minute: mi };
}

/** Minutes from one moment to another, on Brussels clocks (a daylight-saving day counts its clock, not its hours). */
export function minutesBetween(from: Moment, to: Moment): number {
  const days = Math.round((Date.parse(`${to.day}T00:00Z`) - Date.parse(`${from.day}T00:00Z`)) / 86_400_000);
  return days * 1440 + (to.hour - from.hour) * 60 + (to.minute - from.minute);
}

const dayFormats = new Map<Lang, Intl.DateTimeFormat>();
/** A day named in a language: "jeudi 3 décembre" / "donderdag 3 december" (the day at noon UTC, so no time zone moves it). */
export function dayName(lang: Lang, day: Day): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(langTag[lang], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayFormats.set(lang, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}
