import type { CompanyRecord } from '../company/record';
import type { Lang } from '../langs';
import type { VatPrice } from '../offer/vat';
import type { Formatters } from '../format';

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
