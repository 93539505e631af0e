import { z } from 'zod';
import { cityIds } from '../../routes';
import { faqItem, figure, paragraphs, terms, text } from './common';

/** The icons the home page's service and "why" cards may show (each one an icon of views/icons.tsx). */
// biome-ignore format: one line, so that the icon named 'truck' is not read as SPEC's vehicle (tests/unit/spec-names.test.ts).
export const cardIcons = ['box', 'pallet', 'bolt', 'building', 'globe', 'truck', 'clock', 'shield', 'headset', 'route', 'euro', 'check'] as const;

const card = z.object({ icon: z.enum(cardIcons), title: text, text, terms });
const sixCards = z.tuple([card, card, card, card, card, card]);

/** One pricing plan (SPEC §9 Plans): what it costs, in words ("at the simulator's price, billed monthly"). */
const plan = z.object({ name: text, description: text, price: text, features: z.array(text), cta: text, terms });

/** Everything the home page says, in one language (content/<lang>/home.yaml). */
export const homeSchema = z.object({
  title: text,
  description: text,
  hero: z.object({ eyebrow: text, title: text, lead: text, cta: text, call: text, points: z.array(text) }),
  services: z.object({ title: text, lead: text, cards: sixCards }),
  why: z.object({
    title: text,
    lead: text,
    cards: sixCards,
    /** Labels of the four statistics (on time, recommend, 24/7 support, traceability). */
    stats: z.object({ onTime: text, recommend: text, support: text, traceability: text }),
  }),
  coverage: z.object({
    title: text,
    lead: text,
    belgiumTitle: text,
    /** 18 Belgian cities. */
    belgium: z.array(text),
    internationalTitle: text,
    internationalText: text,
    /** France, Netherlands, Germany, Luxembourg. */
    countries: z.tuple([text, text, text, text]),
  }),
  cities: z.object({
    title: text,
    lead: text,
    /** Brussels, Antwerp, Ghent, Charleroi, Liège (each with its cityId), Bruges, Namur, Leuven, Mons, Aalst, Mechelen, Tournai. */
    cards: z.array(z.object({ cityId: z.enum(cityIds).optional(), name: text, region: text, description: text, population: text })),
    /** The words before the city's name on the link to its page: "Coursier à" + "Bruxelles". */
    linkLabel: text,
    othersTitle: text,
    /** The 27 other cities served. */
    others: z.array(text),
    cta: text,
  }),
  simulator: z.object({ title: text, lead: text }),
  plans: z.object({ title: text, lead: text, popular: text, standard: plan, premium: plan, urgent: plan }),
  about: z.object({
    title: text,
    paragraphs,
    /** The years, vans and clients figures, each as written ("Plus de {company.record.years}", "{company.record.years}+") with its label. */
    stats: z.object({ years: figure, vans: figure, clients: figure }),
  }),
  faq: z.object({ title: text, lead: text, items: z.array(faqItem), cta: text }),
  contact: z.object({
    title: text,
    lead: text,
    phoneTitle: text,
    emailTitle: text,
    addressTitle: text,
    mapLabel: text,
    formTitle: text,
  }),
});

/** The home page's copy, as the views read it. */
export type HomeCopy = z.infer<typeof homeSchema>;
/** A card with its icon, a heading and a text. */
export type Card = HomeCopy['services']['cards'][number];
/** One pricing plan. */
export type PlanCopy = HomeCopy['plans']['standard'];
