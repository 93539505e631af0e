import { z } from 'zod';

/** A message of the copy: ICU MessageFormat, its placeholders named after the product line and the company. */
export const text = z.string().min(1);

/** Paragraphs of prose, one message each. */
export const paragraphs = z.array(text).min(1);

/** A heading with its text. */
export const titled = z.object({ title: text, text });

/** A question and its answer. */
export const faqItem = z.object({ q: text, a: text });

/** A key figure: the value (from a placeholder) and what it measures. */
export const figure = z.object({ value: text, label: text });
