import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { contentRoot } from '../../shared/content/load';

/**
 * The writers' glossary, content/glossary.yaml: one word per thing in each language, which every page's copy
 * follows. Both languages side by side per term; not a page, so not in the catalogue of content files. Read by
 * the tests (tests/support/glossary-words.ts), never by a page.
 */

const word = z.string().min(1);

/** One term: what it is, the word in each language, the variants to avoid, when it applies (the file's header says how). */
const entrySchema = z.strictObject({
  /** What the thing is, in English, for the engineers only (never rendered). */
  concept: word,
  fr: word,
  nl: word,
  avoidFr: z.array(word),
  avoidNl: z.array(word),
  note: word.optional(),
});

/** One term of the glossary. */
export type GlossaryEntry = z.infer<typeof entrySchema>;

/** The glossary file, relative to the project (for messages that name it). */
const glossaryFile = 'content/glossary.yaml';

/** The glossary's terms as content/glossary.yaml lists them; throws naming the file and the entry when one is wrong. */
function readGlossary(): GlossaryEntry[] {
  const parsed = z
    .array(entrySchema)
    .min(1)
    .safeParse(parse(readFileSync(path.join(contentRoot, 'glossary.yaml'), 'utf8')));
  if (!parsed.success)
    throw new Error(`${glossaryFile}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** The glossary's terms, grouped by subject: contact, shipments, vehicles, time, money, legal. */
export const glossary: readonly GlossaryEntry[] = readGlossary();
