import { glossary } from './glossary';
import type { Lang } from '../../shared/langs';

/** An avoided variant found in a text, with the glossary's term for the same thing. */
export type AvoidedWord = { found: string; use: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of one avoided variant, as the glossary's doc comment says it is matched: a whole word
 * (no letter, digit or hyphen touching it, so "mail" is not found in "e-mail" nor "btw" in "btw-nummer"),
 * in any case when the glossary writes it in lower case ("mobiel" finds "Mobiel"), as written
 * when it has a capital ("BTW" does not find the "btw" the glossary asks for).
 */
function variantPattern(variant: string): RegExp {
  const flags = variant === variant.toLowerCase() ? 'giu' : 'gu';
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(variant)}(?![\\p{L}\\p{N}-])`, flags);
}

const patterns: Record<Lang, { pattern: RegExp; use: string }[]> = {
  fr: glossary.flatMap((entry) => entry.avoidFr.map((variant) => ({ pattern: variantPattern(variant), use: entry.fr }))),
  nl: glossary.flatMap((entry) => entry.avoidNl.map((variant) => ({ pattern: variantPattern(variant), use: entry.nl }))),
};

/** How many variants the glossary asks a language's copy to avoid. */
export const avoidedVariantCount = (lang: Lang): number => patterns[lang].length;

/** The variants of `glossary` a text in `lang` uses where the glossary asks for another word. */
export function avoidedWordsIn(text: string, lang: Lang): AvoidedWord[] {
  return patterns[lang].flatMap(({ pattern, use }) => [...text.matchAll(pattern)].map((match) => ({ found: match[0], use })));
}
