import { z } from 'zod';
import { productIds } from '../../offer/products';
import { vehicles } from '../../offer/tariff';
import { faqItem, figure, paragraphs, terms, text, titled } from './common';

const id = z
  .string()
  .regex(/^[a-z0-9-]+$/)
  .optional();

/** A block of a service page; the view renders each type the same way on every page. */
const block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), id, title: text, paragraphs, terms }),
  z.object({
    type: z.literal('cards'),
    id,
    title: text,
    intro: text.optional(),
    cards: z.array(titled.extend({ points: z.array(text).optional() })),
  }),
  z.object({ type: z.literal('figures'), id, title: text, figures: z.array(figure) }),
  z.object({ type: z.literal('steps'), id, title: text, intro: text.optional(), steps: z.array(titled) }),
  z.object({ type: z.literal('list'), id, title: text, intro: text.optional(), items: z.array(text) }),
  z.object({
    type: z.literal('table'),
    id,
    title: text,
    caption: text,
    head: z.array(text),
    /** First cell of each row is its header (th scope="row"). */
    rows: z.array(z.array(text)),
    notes: z.array(text).optional(),
    terms,
  }),
  z.object({ type: z.literal('faq'), id, title: text, items: z.array(faqItem) }),
]);

/** Everything a service page says, in one language (content/<lang>/services/<id>.yaml). */
export const serviceSchema = z.object({
  /** Short name for links and breadcrumbs ("Livraison express"). */
  name: text,
  title: text,
  description: text,
  heroTitle: text,
  heroLead: text,
  /** Key figures shown in the hero. */
  heroFigures: z.array(figure),
  blocks: z.array(block),
  /** The page's own contact section: which e-mail it offers (urgent pages use the urgent one). */
  contact: z.object({ title: text, text, mail: z.enum(['contact', 'urgent']), mailLabel: text, phoneLabel: text }),
  /**
   * Prices quoted on the page, for JSON-LD offers, named in this language: each the "from" price of a product's area
   * (`product`, `area`), or of its reference trip in another vehicle (`vehicle`).
   */
  offers: z.array(z.object({ name: text, product: z.enum(productIds), area: z.string(), vehicle: z.enum(vehicles).optional() })).optional(),
  /** Optional page buttons: call label, "more information", sentence and link label to the express page. */
  actions: z
    .object({ call: text.optional(), moreInfo: text.optional(), lessUrgent: z.object({ text, linkLabel: text }).optional() })
    .optional(),
});

/** A service page's copy, as the view reads it. */
export type ServiceCopy = z.infer<typeof serviceSchema>;
/** A block of a service page. */
export type ServiceBlock = ServiceCopy['blocks'][number];
