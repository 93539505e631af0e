import { z } from 'zod';
import { text } from './common';

/**
 * The interface strings of one language (content/<lang>/interface.yaml): what every page and island says around
 * the copy (navigation, footer, simulator, contact form, error pages). Every key is required in both languages.
 */
// biome-ignore format: the keys of a group several to a line, as a reader of the YAML scans them.
export const interfaceSchema = z.object({
  skipLink: text,
  /** The country the company serves, as the structured data names it. */
  country: text,
  /** Said after a link that opens in a new tab. */
  newTab: text,
  nav: z.object({
    label: text,
    home: text,
    services: text,
    about: text,
    contact: text,
    simulator: text,
    tariffs: text,
    /** The general terms and the legal notice, in the menu as in the footer (issue 37). */
    terms: text,
    notice: text,
    quote: text,
    menuOpen: text,
    menuClose: text,
    menu: text,
    languageLabel: text,
    switchTo: text,
    logoLabel: text,
  }),
  /** The link from a promise to its clause of the general terms: `{number}` and `{title}` of the clause. */
  clauseLink: text,
  readMore: text,
  phoneBar: z.object({ label: text, price: text }),
  footer: z.object({ description: text, navigation: text, services: text, zones: text, contact: text, rights: text, legal: text }),
  breadcrumb: z.object({ label: text, home: text }),
  city: z.object({
    call: text,
    highlightsTitle: text,
    highlights: z.object({ pickup: text, parcels: text, coverage: text }),
  }),
  /** The maps' alternative texts (views/map-text.ts): `{count}` cities, `{place}`, the `{zones}` around it. */
  map: z.object({ coverage: text, city: text, commune: text, region: text, zones: text }),
  service: z.object({ quote: text, call: text, otherServices: text }),
  simulator: z.object({
    label: text,
    stepOf: text,
    steps: z.object({ zone: text, vehicle: text, speed: text, distance: text, options: text }),
    // Each key written out, not a shared object: tests/support/dictionary-reads.ts tells the keys apart by their declaration.
    zones: z.object({
      brusselsCentre: z.object({ name: text, text }),
      brusselsArea: z.object({ name: text, text }),
      upTo100Km: z.object({ name: text, text }),
      over100Km: z.object({ name: text, text }),
    }),
    vehicles: z.object({
      scooterOrCar: z.object({ name: text, text }),
      van: z.object({ name: text, text }),
      largeVan: z.object({ name: text, text }),
    }),
    /** The line under each speed; its name is the product's. */
    speeds: z.object({
      day: z.object({ text }),
      urgent: z.object({ text }),
      night: z.object({ text }),
      weekend: z.object({ text }),
    }),
    distance: z.object({ label: text, help: text }),
    route: z.object({
      from: text, to: text, help: text, estimate: text, button: text, unknown: text, suggest: text, postcode: text, abroad: text,
      abroadUrgent: text, intro: text, zone: text, trip: text,
    }),
    problems: z.object({ tooFar: text, tooFarAdvice: text, tooShort: text, tooShortAdvice: text, invalid: text, tooLarge: text }),
    options: z.object({ returnAuto: text, price: text }),
    buttons: z.object({ previous: text, next: text, calculate: text, reset: text, changeZone: text, changeRoute: text, check: text }),
    result: z.object({
      title: text, base: text, distance: text, surcharge: text, returnTrip: text, returnCounted: text, total: text, exclVat: text,
      product: text, distancePriced: text, delay: text, insurance: text, insuranceAmount: text, citiesNote: text, quote: text,
      note: text, none: text, fixedPrice: text, summary: text,
    }),
    sizes: z.object({
      scooterOrCar: z.object({ name: text, text }),
      van: z.object({ name: text, text }),
      largeVan: z.object({ name: text, text }),
    }),
    prices: z.object({
      caption: text, sameForAll: text, withOptions: text, pick: text, exclVat: text, choice: text, options: text, update: text,
      detail: text,
    }),
    request: z.object({ when: text }),
    // ---- issue 36: when the job is needed (views/islands/simulator/moment-fields.tsx, moment-words.ts) ----
    /** The question above the trip's prices, what the moment chosen changes, and Urgent's phone line beside its prices. */
    moment: z.object({
      legend: text, lead: text, asap: text, at: text, show: text, clear: text, chosenAsap: text, chosenAt: text, today: text,
      todayIn: text, nextMorning: text, workday: text, workdays: text, notRunning: text, night: text, sundayHoliday: text,
      call: text, requestAt: text,
    }),
    // ---- end of issue 36's moment ----
  }),
  /** The price and the request on a city or service page (views/sections/quote-section.tsx). */
  quote: z.object({ title: text, formTitle: text }),
  quickQuote: z.object({ label: text, from: text, to: text, fromExample: text, toExample: text, submit: text, help: text, swap: text }),
  contactForm: z.object({
    name: text,
    phone: text,
    email: text,
    message: text,
    subject: text,
    submit: text,
    privacy: text,
    required: text,
    errors: z.object({
      emailRequired: text,
      phoneRequired: text,
      messageRequired: text,
      tripTooLong: text,
      nameRequired: text,
      nameTooLong: text,
      emailInvalid: text,
      emailTooLong: text,
      phoneInvalid: text,
      phoneTooShort: text,
      phoneTooLong: text,
      messageTooShort: text,
      messageTooLong: text,
      // Issue 36: the request's fields.
      sitePhoneInvalid: text,
      valueInvalid: text,
      vatFormat: text,
      vatCheck: text,
    }),
    toastErrors: text,
    closeToast: text,
    errorSummary: text,
    clear: text,
    noMailClient: text,
    next: z.object({
      title: text, explain: text, to: text, subject: text, copy: text, copied: text, selected: text, gmail: text, outlook: text,
      newTab: text, reach: text, close: text, hours: text,
    }),
    noScript: z.object({ lead: text, open: text }),
    /** Issue 36: the request a dispatcher can act on (views/islands/contact/request-fields.tsx, shared/contact/). */
    subjectQuote: text,
    subjectProduct: text,
    request: z.object({
      more: text, intro: text, when: text, whenHint: text, pickup: text, delivery: text, street: text, commune: text, site: text,
      siteName: text, sitePhone: text, load: text, value: text, cover: text, coverExtension: text, coverExtensionRate: text,
      coverAny: text, invoice: text, company: text, vat: text, reference: text,
    }),
    moment: z.object({ asap: text, moment: text, time: text, timeMinutes: text }),
    beforeSend: z.object({ hours: text, callSoon: text, callOutside: text }),
    mail: z.object({
      name: text, phone: text, email: text, product: text, when: text, pickup: text, delivery: text, site: text, load: text,
      value: text, company: text, vat: text, reference: text, message: text,
    }),
  }),
  notFound: z.object({ title: text, heading: text, text, back: text }),
  serverError: z.object({ title: text, heading: text, text, back: text }),
});

/** The interface strings of one language, as every view and island reads them (`t`, the islands' labels). */
export type Messages = z.infer<typeof interfaceSchema>;

/**
 * The placeholders the interface strings leave for the view or the island to fill at run time with
 * `shared/i18n/fill.ts` ("Étape {step} sur {total} : {title}").
 */
// biome-ignore format: the names several to a line.
const kept = [
  'amount', 'code', 'count', 'day', 'delay', 'distance', 'email', 'exclVat', 'from', 'hour', 'km', 'name', 'option', 'options',
  'phone', 'place', 'product', 'rate', 'size', 'speed', 'step', 'time', 'title', 'to', 'total', 'trip', 'vehicle', 'zone',
  'zones',
  // Issue 36: the request form (its moment in words, the cover beside the declared value).
  ...['day', 'time', 'hour', 'minute', 'included', 'extension'],
  // Issue 37: a clause's number, with its title (`title` above), on the link from a promise.
  'number',
] as const;

/** The interface's content file: its schema and the placeholders it keeps. */
export const interfaceEntry = { schema: interfaceSchema, kept: kept as readonly string[] };
