import { z } from 'zod';

/** A message of the copy: ICU MessageFormat, its placeholders named after the product line and the company. */
export const text = z.string().min(1);

/** Paragraphs of prose, one message each. */
export const paragraphs = z.array(text).min(1);

/**
 * The anchor of the clause of the general terms that governs a promise (`assurance`, `garantie-delai` in French,
 * `verzekering` in Dutch: a section `id` of content/<lang>/legal/terms.yaml): the page links the promise to it.
 */
export const terms = z
  .string()
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/)
  .optional();

/** A heading with its text, and the clause that governs what it promises. */
export const titled = z.object({ title: text, text, terms });

/** A question and its answer, and the clause that governs what it promises. */
export const faqItem = z.object({ q: text, a: text, terms });

/** A key figure: the value (from a placeholder) and what it measures. */
export const figure = z.object({ value: text, label: text });
