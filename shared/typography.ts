import type { Lang } from './langs';

/** No-break space (U+00A0): before a French colon, between a number and its unit. */
export const NBSP = '\u00a0';
/** Narrow no-break space (U+202F): before French `; ! ?`, inside « », between French thousands. */
export const NNBSP = '\u202f';

/**
 * The units a number is kept with (no line break between them), longest first so that `m³` wins
 * over `m`; a unit squared or cubed with a superscript ("1,1 km²") counts as the unit. Spelled-out
 * time (hours, days) and mass units are included; ordinary nouns ("3 camionnettes") are not.
 */
export const units = [
  'km/h',
  'm²',
  'm³',
  'm2',
  'm3',
  '°C',
  'tonnes',
  'tonne',
  'ton',
  'kg',
  'km',
  'cm',
  'mm',
  'minutes',
  'minuten',
  'min',
  'heures',
  'heure',
  'uur',
  'jours',
  'jour',
  'werkdagen',
  'werkdag',
  'dagen',
  'dag',
  '€',
  '%',
  'h',
  't',
  'm',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const unitPattern = units.map(escapeRegExp).join('|');
/**
 * A unit as a whole token, squared or cubed with a superscript ("km²", "cm³"): not followed by a
 * letter or digit (so "min" is not read in "minimum").
 */
const unitToken = `(?:${unitPattern})[²³]?(?![\\p{L}\\p{N}])`;

/**
 * Spans no rule may touch: URLs, e-mail addresses, mailto:/tel: links, telephone numbers (Belgian
 * or international: "+32 2 808 47 47", "02 808 47 47", "0470 12 34 56"), ISO dates. Clock times
 * ("16:00") need no protection: no rule reads a colon between digits. Protected spans are swapped
 * for private-use markers while the rules run, then put back.
 */
const protectedSpans = new RegExp(
  [
    String.raw`\b(?:https?:\/\/|www\.)[^\s<>"]+`,
    String.raw`\b(?:mailto|tel):[^\s<>"]+`,
    String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`,
    String.raw`(?:\+\d{1,3}|(?<![\p{L}\p{N},.])0\d{1,3})(?:[ \u00a0./-]\d{1,4}){2,5}(?![\p{N}])`,
    String.raw`\b\d{4}-\d{2}-\d{2}\b`,
  ].join('|'),
  'gu',
);
const markerBase = 0xe000;
const markers = /[\ue000-\uf8ff]/g;

/** A breakable or no-break horizontal space. */
const sp = '[ \\u00a0\\u202f]';
/** What may follow high punctuation that ends a clause: a space, the end, a closing mark, a marker. */
const clauseEnd = String.raw`(?=[\s»"”’)\]\ue000-\uf8ff]|$)`;

type Rule = readonly [RegExp, string | ((...args: string[]) => string)];

/** Rules both languages share: ranges, dimensions, number and unit. */
const sharedRules: readonly Rule[] = [
  // "60-90 min", "18 h - 6 h", "24-48 uur": an en dash between the two figures of a range.
  [new RegExp(String.raw`(\p{N})((?:${sp}?(?:h|min|km|kg|€|%|uur))?)${sp}*-${sp}*(?=\p{N})`, 'gu'), '$1$2–'],
  // "120 x 80 cm", "60 cm x 40 cm": a multiplication sign held by no-break spaces.
  [new RegExp(String.raw`(\p{N}(?:${sp}?(?:cm|mm|m)(?![\p{L}\p{N}]))?)${sp}*[x×]${sp}*(?=\p{N})`, 'gu'), `$1${NBSP}×${NBSP}`],
  // "25 kg", "3,5 t", "{distance} km": the space between a figure (or a placeholder) and its unit does not break.
  [new RegExp(String.raw`([\p{N}}])[ \t\r\n\u202f]+(?=${unitToken})`, 'gu'), `$1${NBSP}`],
  // "€ 35" (Dutch order): the euro sign stays with its figure.
  [/€ (?=[\p{N}{])/gu, `€${NBSP}`],
];

/** French rules (fr-BE): hours, thousands, spaces before high punctuation and inside « ». */
const frenchRules: readonly Rule[] = [
  // "14h", "14h30", "14 h30": written "14 h", "14 h 30".
  [/(?<![\p{L}\p{N}])(\d{1,2})[ \u00a0]?h[ \u00a0]?(\d{2})(?![\p{L}\p{N}])/gu, `$1${NBSP}h${NBSP}$2`],
  [/(?<![\p{L}\p{N}])(\d{1,2})h(?![\p{L}\p{N}])/gu, `$1${NBSP}h`],
  // "1 000", "50 000 €": thousands groups held together.
  [
    /(?<![\p{N},.])(?<!\p{N}[ \u00a0\u202f])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\p{N}])/gu,
    (group: string) => group.replace(/[ \u00a0\u202f]/g, NNBSP),
  ],
  // A no-break space before a colon that ends a clause (not in "16:00", protected anyway).
  [new RegExp(String.raw`(?<=\S)${sp}*:${clauseEnd}`, 'gu'), `${NBSP}:`],
  // A narrow no-break space before ; ! ? (once before "?!").
  [new RegExp(String.raw`(?<=\S)${sp}*([;!?]+)${clauseEnd}`, 'gu'), `${NNBSP}$1`],
  // Inside « ».
  [new RegExp(`«${sp}*`, 'gu'), `«${NNBSP}`],
  [new RegExp(`${sp}*»`, 'gu'), `${NNBSP}»`],
];

/** Dutch rules (nl-BE): no space before high punctuation. */
const dutchRules: readonly Rule[] = [[new RegExp(String.raw`(?<=\S)${sp}+([:;!?]+)${clauseEnd}`, 'gu'), '$1']];

const rulesOf: Record<Lang, readonly Rule[]> = {
  fr: [...sharedRules, ...frenchRules],
  nl: [...sharedRules, ...dutchRules],
};

/**
 * Typesets one piece of copy for a language: French or Dutch spacing around punctuation,
 * no-break spaces between figures and units, "×" in dimensions, "–" in ranges. Idempotent;
 * never changes URLs, e-mail addresses, telephone numbers, clock times or ISO dates.
 */
export function typeset(text: string, lang: Lang): string {
  if (!/[\p{N}:;!?«»x×}€-]/u.test(text)) return text;
  const kept: string[] = [];
  let out = text.replace(protectedSpans, (span) => {
    kept.push(span);
    return String.fromCharCode(markerBase + kept.length - 1);
  });
  for (const [pattern, replacement] of rulesOf[lang]) {
    out = out.replace(pattern, replacement as string);
  }
  return kept.length ? out.replace(markers, (marker) => kept[marker.charCodeAt(0) - markerBase] ?? marker) : out;
}

/**
 * Keys whose values are identifiers, not copy (anchors, kinds, which mailbox): left as they are.
 */
const identifierKeys = new Set(['id', 'type', 'kind', 'mail', 'href', 'path', 'slug']);

/**
 * Typesets every string of a copy record (nested objects and arrays) for a language and returns a
 * new record of the same shape; numbers, booleans and identifier keys are kept as they are.
 */
export function typesetDeep<T>(value: T, lang: Lang): T {
  if (typeof value === 'string') return typeset(value, lang) as T;
  if (Array.isArray(value)) return value.map((item) => typesetDeep(item, lang)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] = identifierKeys.has(key) ? item : typesetDeep(item, lang);
    }
    return copy as T;
  }
  return value;
}

const typesetOnce = new WeakMap<object, Partial<Record<Lang, unknown>>>();

/** typesetDeep, remembered per source object: for records that never change (dictionaries, city copy). */
export function typesetRecord<T extends object>(value: T, lang: Lang): T {
  let byLang = typesetOnce.get(value);
  if (!byLang) {
    byLang = {};
    typesetOnce.set(value, byLang);
  }
  byLang[lang] ??= typesetDeep(value, lang);
  return byLang[lang] as T;
}

/** A phrase as the start of a sentence: its first letter in upper case. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A label inside a sentence: its first letter in lower case ("Moins de 10 kg" → "moins de 10 kg"). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
