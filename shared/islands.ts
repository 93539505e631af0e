import mediaQueries from './media-queries.json';
import type { ContactPrefill } from './contact/draft';
import type { Messages } from './i18n';
import type { Lang } from './langs';
import type { TripEstimate } from './offer/trip-zone';
import type { WizardState } from './offer/simulator-state';

/** Props of the mobile menu island: the header navigation, collapsible below the breakpoint. */
export type MenuProps = {
  lang: Lang;
  labels: { nav: string; open: string; close: string; menu: string };
  links: { label: string; href: string; secondary?: boolean }[];
};

/** Props of the price simulator island: its strings, the page it submits to, the state the URL gave. */
export type SimulatorProps = {
  lang: Lang;
  labels: Messages['simulator'];
  /** The home page path the GET form submits to. */
  action: string;
  initial: WizardState;
  /** The hashed file of places (names and positions), fetched when step 4 needs it. */
  placesUrl: string;
  /** What the server made of the places typed in the URL, so that the page hydrates as it was rendered. */
  estimate: TripEstimate | null;
  /** Hidden until a trip is asked (city and service pages: the page's quick quote is the way in). */
  quiet?: boolean;
  /** Our 24/7 line as a `tel:` link, beside Urgent's prices (issue 36). */
  phoneHref: string;
  /** The instant the server priced "as soon as possible" at (ms), so that the island wakes on the same answer; then its own clock. */
  now?: number;
};

/**
 * The hand-over of a quick quote to the page's simulator (issue 28): client/boot.ts writes the quick
 * quote's query on the simulator island's root under this attribute and sends this event there;
 * the island takes it, now or as it wakes, and shows the trip's prices in place. client/boot.ts
 * writes both names out (importing them would split a chunk every page loads): keep them equal.
 */
export const quickQuoteAttribute = 'data-quick-quote';
/** The event that tells an awake simulator a quick quote is waiting (quickQuoteAttribute). */
export const quickQuoteEvent = 'quick-quote';

/** Props of the contact form island: its strings, the address the mail goes to, our phone, what a shared estimate prefills. */
export type ContactProps = {
  /** The page's language: the moment and the euros in its words, the product's name. */
  lang: Lang;
  labels: Messages['contactForm'];
  to: string;
  phone: string;
  /** The request's fields, the message and the context (cell, moment) written from a simulator state in the URL (never personal data). */
  initial: ContactPrefill;
};

/** The contract between views and client: each island's name and the props it is hydrated with. */
export type IslandProps = {
  menu: MenuProps;
  simulator: SimulatorProps;
  contact: ContactProps;
};

/** The name of an island. */
export type IslandName = keyof IslandProps;

/**
 * When an island's code is fetched and hydrated: `visible` when it nears the viewport,
 * `interaction` when the visitor first points at, touches or focuses it (an island due later is
 * also started by such an interaction). With `media`, only while that media query matches.
 */
export type IslandTrigger = { when: 'visible' | 'interaction'; media?: string };

/** The breakpoint below which the header menu collapses: the stylesheet's `@media (--menu-collapsed)`, from one file. */
export const menuBreakpoint: string = mediaQueries['menu-collapsed'];
