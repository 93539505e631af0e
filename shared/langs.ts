/** The two languages of the site: the URL segment, kept apart from the BCP 47 tag. */
export const langs = ['fr', 'nl'] as const;

/** A URL segment: `fr` or `nl`. */
export type Lang = (typeof langs)[number];

/** The language tag of each segment, used for `<html lang>`, hreflang and Intl formatting. */
export const langTag: Record<Lang, 'fr-BE' | 'nl-BE'> = { fr: 'fr-BE', nl: 'nl-BE' };

/** The language a visitor lands on when nothing says otherwise. */
export const defaultLang: Lang = 'fr';

/** The other language of the pair, for the FR/NL toggle. */
export function otherLang(lang: Lang): Lang {
  return lang === 'fr' ? 'nl' : 'fr';
}

/** True when the value is one of the site's URL segments. */
export function isLang(value: unknown): value is Lang {
  return value === 'fr' || value === 'nl';
}

/**
 * Lifetime of the `lang` cookie the FR/NL toggle sets, in seconds (one year); the privacy page states it.
 * client/boot.ts writes the same figure literally (an import would cost the boot script a chunk).
 */
export const langCookieMaxAge = 365 * 24 * 60 * 60;
