import type { CompanyRecord } from '../company/record';
import type { Lang } from '../langs';
import type { VatPrice } from '../offer/vat';
import type { Formatters } from '../format';
import type { CityId } from '../routes';

/** Text written once per language; a missing language fails to compile. */
export type Bilingual<T> = Record<Lang, T>;

/** What the company's configuration provides to copy that must name it (never literal text). */
export type CompanyFacts = { name: string; record: CompanyRecord };

/** A block of a service page; the view renders each type the same way on every page. */
export type ServiceBlock =
  | { type: 'text'; id?: string; title: string; paragraphs: string[] }
  | { type: 'cards'; id?: string; title: string; intro?: string; cards: { title: string; text: string; points?: string[] }[] }
  | { type: 'figures'; id?: string; title: string; figures: { value: string; label: string }[] }
  | { type: 'steps'; id?: string; title: string; intro?: string; steps: { title: string; text: string }[] }
  | { type: 'list'; id?: string; title: string; intro?: string; items: string[] }
  | {
      type: 'table';
      id?: string;
      title: string;
      caption: string;
      head: string[];
      /** First cell of each row is its header (th scope="row"). */
      rows: string[][];
      notes?: string[];
    }
  | { type: 'faq'; id?: string; title: string; items: { q: string; a: string }[] };

/** Everything a service page says, in one language. */
export type ServiceCopy = {
  /** Short name for links and breadcrumbs ("Livraison express"). */
  name: string;
  title: string;
  description: string;
  heroTitle: string;
  heroLead: string;
  /** Key figures shown in the hero, e.g. { value: "60-90 min", label: "délai d'enlèvement" }. */
  heroFigures: { value: string; label: string }[];
  blocks: ServiceBlock[];
  /** The page's own contact section: heading, text, and which e-mail it offers (urgent pages use the urgent one). */
  contact: { title: string; text: string; mail: 'contact' | 'urgent'; mailLabel: string; phoneLabel: string };
  /** Prices quoted on the page, for JSON-LD offers: each a "from" price of the product line (shared/offer/), named in this language. */
  offers?: { name: string; price: VatPrice }[];
  /** Optional page buttons: call label, 'Meer informatie' (scrolls to contact), sentence and link label to the express page. */
  actions?: { call?: string; moreInfo?: string; lessUrgent?: { text: string; linkLabel: string } };
};

/** A service page's copy, built with the page's number formatters so every figure is locale-formatted. */
export type ServiceRecord = Bilingual<(f: Formatters) => ServiceCopy>;

/** The icons the home page's service and "why" cards may show (each one an icon of views/icons.tsx). */
export type CardIcon =
  | 'box'
  | 'pallet'
  | 'bolt'
  | 'building'
  | 'globe'
  | 'truck'
  | 'clock'
  | 'shield'
  | 'headset'
  | 'route'
  | 'euro'
  | 'check';

/** A card with its icon, a heading and a text. */
export type Card = { icon: CardIcon; title: string; text: string };

/** A city card of the home page's cities section (SPEC §3): the page it links to when the place has one. */
export type CityCard = { cityId?: CityId; name: string; region: string; description: string; population: string };

/** One pricing plan (SPEC §9 Plans). */
export type PlanCopy = {
  name: string;
  description: string /** The plan's "from" price, excl. VAT with the VAT-included figure beside it. */;
  price: string;
  features: string[];
  cta: string;
};

/** Everything the home page says, in one language. Figures come through the formatters. */
export type HomeCopy = {
  title: string;
  description: string;
  hero: { eyebrow: string; title: string; lead: string; cta: string; call: string; points: string[] };
  services: { title: string; lead: string; cards: [Card, Card, Card, Card, Card, Card] };
  why: {
    title: string;
    lead: string;
    cards: [Card, Card, Card, Card, Card, Card];
    /** Labels of the four statistics (on time, recommend, 24/7 support, traceability); the figures are in shared/offer/figures.ts. */
    stats: { onTime: string; recommend: string; support: string; traceability: string };
  };
  coverage: {
    title: string;
    lead: string;
    belgiumTitle: string;
    /** 18 Belgian cities. */
    belgium: string[];
    internationalTitle: string;
    internationalText: string;
    /** France, Netherlands, Germany, Luxembourg. */
    countries: [string, string, string, string];
  };
  cities: {
    title: string;
    lead: string;
    /** Cards in this order: Brussels, Antwerp, Ghent, Charleroi, Liège (each with its cityId), Bruges, Namur, Leuven, Mons, Aalst, Mechelen, Tournai. */
    cards: CityCard[];
    /** The words before the city's name on the link to its page: "Coursier à" + "Bruxelles", as its page's title says it. */
    linkLabel: string;
    othersTitle: string;
    /** The 27 other cities served. */
    others: string[];
    cta: string;
  };
  simulator: { title: string; lead: string };
  plans: {
    title: string;
    lead: string;
    popular: string;
    standard: PlanCopy;
    premium: PlanCopy;
    urgent: PlanCopy;
  };
  about: {
    title: string;
    paragraphs: string[];
    /** Labels of the years, vans and clients figures (shared/offer/figures.ts trackRecord), and how a figure is written ("Plus de {n}", "{n}+"). */
    stats: { atLeast: string; years: string; vans: string; clients: string };
  };
  faq: { title: string; lead: string; items: { q: string; a: string }[]; cta: string };
  contact: {
    title: string;
    lead: string;
    phoneTitle: string;
    emailTitle: string;
    addressTitle: string;
    mapLabel: string;
    formTitle: string;
  };
};

/** The home page's copy, built with the page's formatters and the company's facts. */
export type HomeRecord = Bilingual<(f: Formatters, company: CompanyFacts) => HomeCopy>;
