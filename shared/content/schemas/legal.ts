import { z } from 'zod';
import { type LegalForm, legalFormAbbreviations } from '../../company/register';
import { legalIds } from '../../routes';
import { paragraphs, text } from './common';

/**
 * A link after a section: to another site (`href`), to a page of this one by its kind (`page: tariffs`), or to a
 * legal page (`legal: privacy`), at one of its sections (`anchor`, that section's `id`).
 */
const link = z.union([
  z.object({ label: text, href: z.url() }),
  z.object({ label: text, page: z.enum(['tariffs']) }),
  z.object({ label: text, legal: z.enum(legalIds), anchor: z.string().optional() }),
]);

/**
 * A section's anchor: lower-case words joined by hyphens, in the page's language ("annulation", "annulering"). It is
 * the section's `id`, which other pages link to (`/fr/conditions-generales/#annulation`): keep it when the wording
 * changes.
 */
const anchor = z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

/** A table written out in the content file: caption, column heads, rows (the first cell of a row heads it). */
const table = z.object({ caption: text, head: z.array(text).min(1), rows: z.array(z.array(text).min(1)).min(1) });

/**
 * The general terms' insurance table: one row per product of the line, which the page writes from these cells and
 * the product's insurance (`{product}`, `{area}`, `{amount}`, `{extension}`, `{rate}`, `{plan}`, `{ceiling}`).
 */
const insuranceTable = z.object({
  caption: text,
  head: z.array(text).length(4),
  /** What is included in one area, when the cover varies by area (the areas are joined with " · "). */
  includedInArea: text,
  /** The extension on declared value, with its rate, or without one; or none (the product is insured on quote). */
  extensionWithRate: text,
  extension: text,
  noExtension: text,
  /** The cover under the product's plan, or none. */
  plan: text,
  noPlan: text,
});

/** The guaranteed times: one item per product whose time is refunded when missed, by what it guarantees (`{product}`). */
const refunds = z.object({ pickup: text, promised: text });

/** A section of a legal page: its anchor, a heading, paragraphs, then an optional list or table, paragraphs after, links. */
const section = z.object({
  id: anchor,
  title: text,
  paragraphs,
  items: z.array(text).min(1).optional(),
  table: table.optional(),
  insurance: insuranceTable.optional(),
  refunds: refunds.optional(),
  /** Paragraphs after the list or the table. */
  after: paragraphs.optional(),
  links: z.array(link).min(1).optional(),
});

const legalForms = Object.keys(legalFormAbbreviations) as [LegalForm, ...LegalForm[]];

/** Everything a legal page says, in one language (content/<lang>/legal/<id>.yaml). */
export const legalSchema = z
  .object({
    /** Short name for the footer link and the breadcrumb. */
    name: text,
    title: text,
    description: text,
    heroTitle: text,
    heroLead: text,
    /** The heading of a list of the sections, linked to their anchors, at the top of the page (the terms, the privacy statement). */
    contents: text.optional(),
    /** The legal notice's list of company facts: each line's label (the values come from the configuration). */
    facts: z
      .object({
        name: text,
        form: text,
        office: text,
        number: text,
        register: text,
        vat: text,
        licence: text,
        insurer: text,
        email: text,
        phone: text,
        host: text,
      })
      .optional(),
    /** With the facts: the full name of each legal form, as the Moniteur belge / Belgisch Staatsblad writes it. */
    legalForms: z.record(z.enum(legalForms), text).optional(),
    sections: z.array(section).min(1),
  })
  .refine((copy) => !copy.facts === !copy.legalForms, { message: 'facts and legalForms go together', path: ['legalForms'] })
  .refine((copy) => new Set(copy.sections.map((section) => section.id)).size === copy.sections.length, {
    message: 'each section has its own id',
    path: ['sections'],
  });

/** A legal page's copy, as the view reads it. */
export type LegalCopy = z.infer<typeof legalSchema>;
/** A section of a legal page. */
export type LegalSection = LegalCopy['sections'][number];

/** The legal pages' content files: their schema, and what the terms' product rows leave for the page to fill. */
export const legalEntry = {
  schema: legalSchema,
  kept: ['product', 'area', 'amount', 'extension', 'rate', 'plan', 'ceiling'] as readonly string[],
};
