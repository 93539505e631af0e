import type { Lang } from '../langs';

/**
 * The enterprise courts (tribunaux de l'entreprise / ondernemingsrechtbanken) whose register of legal
 * persons keeps a company's file, by the judicial district of its registered office (Judicial Code,
 * art. 73 and annex, since the reform of 1 December 2013). The Code of companies and associations,
 * art. 2:20, asks every document of a company to name "RPM"/"RPR" followed by the court's seat.
 */
export const enterpriseCourts = [
  'brussels-fr',
  'brussels-nl',
  'walloon-brabant',
  'leuven',
  'antwerp',
  'ghent',
  'hainaut',
  'liege',
  'eupen',
] as const;
/** One enterprise court. */
export type EnterpriseCourt = (typeof enterpriseCourts)[number];

/** How each language names a court: its seat after "RPM"/"RPR", and its full name. */
export const courtNames: Record<EnterpriseCourt, Record<Lang, { seat: string; court: string }>> = {
  'brussels-fr': {
    fr: { seat: 'Bruxelles', court: 'tribunal de l’entreprise francophone de Bruxelles' },
    nl: { seat: 'Brussel', court: 'Franstalige ondernemingsrechtbank Brussel' },
  },
  'brussels-nl': {
    fr: { seat: 'Bruxelles', court: 'tribunal de l’entreprise néerlandophone de Bruxelles' },
    nl: { seat: 'Brussel', court: 'Nederlandstalige ondernemingsrechtbank Brussel' },
  },
  'walloon-brabant': {
    fr: { seat: 'Brabant wallon', court: 'tribunal de l’entreprise du Brabant wallon' },
    nl: { seat: 'Waals-Brabant', court: 'ondernemingsrechtbank Waals-Brabant' },
  },
  leuven: {
    fr: { seat: 'Louvain', court: 'tribunal de l’entreprise de Louvain' },
    nl: { seat: 'Leuven', court: 'ondernemingsrechtbank Leuven' },
  },
  antwerp: {
    fr: { seat: 'Anvers', court: 'tribunal de l’entreprise d’Anvers' },
    nl: { seat: 'Antwerpen', court: 'ondernemingsrechtbank Antwerpen' },
  },
  ghent: {
    fr: { seat: 'Gand', court: 'tribunal de l’entreprise de Gand' },
    nl: { seat: 'Gent', court: 'ondernemingsrechtbank Gent' },
  },
  hainaut: {
    fr: { seat: 'Hainaut', court: 'tribunal de l’entreprise du Hainaut' },
    nl: { seat: 'Henegouwen', court: 'ondernemingsrechtbank Henegouwen' },
  },
  liege: {
    fr: { seat: 'Liège', court: 'tribunal de l’entreprise de Liège' },
    nl: { seat: 'Luik', court: 'ondernemingsrechtbank Luik' },
  },
  eupen: {
    fr: { seat: 'Eupen', court: 'tribunal de l’entreprise d’Eupen' },
    nl: { seat: 'Eupen', court: 'ondernemingsrechtbank Eupen' },
  },
};

/** The abbreviation of the register of legal persons in each language. */
export const registerAbbreviation: Record<Lang, string> = { fr: 'RPM', nl: 'RPR' };

/**
 * The court of a registered office, from its Belgian postal code. In the judicial district of
 * Brussels (the Brussels Region, 1000-1299, and Halle-Vilvoorde, 1500-1999) two courts sit, one per
 * language: `language` (the language of the company's deeds) chooses; by default French in the
 * Region and Dutch in Halle-Vilvoorde. Postal codes follow the provinces; the German-speaking
 * communes (4700-4799) have their own court in Eupen.
 */
export function courtOf(postalCode: string, language?: Lang): EnterpriseCourt {
  const code = Number(postalCode);
  const brussels = (fallback: Lang): EnterpriseCourt => ((language ?? fallback) === 'fr' ? 'brussels-fr' : 'brussels-nl');
  if (code < 1300) return brussels('fr');
  if (code < 1500) return 'walloon-brabant';
  if (code < 2000) return brussels('nl');
  if (code < 3000) return 'antwerp';
  if (code < 3500) return 'leuven';
  if (code < 4000) return 'antwerp'; // Limburg: the Antwerp court, division Hasselt or Tongeren
  if (code >= 4700 && code < 4800) return 'eupen';
  if (code < 5000) return 'liege';
  if (code < 6000) return 'liege'; // Namur: the Liège court, division Namur or Dinant
  if (code < 6600) return 'hainaut';
  if (code < 7000) return 'liege'; // Luxembourg: the Liège court, division Arlon, Marche or Neufchâteau
  if (code < 8000) return 'hainaut';
  return 'ghent';
}

/**
 * The enterprise court the general terms name for a dispute with a business, in the terms' language: the court
 * of the registered office; in the judicial district of Brussels, where one court sits per language, the court of
 * the terms' language, so that a client reading the Dutch terms can plead in Dutch (law of 15 June 1935 on the use
 * of languages in judicial matters) and one reading the French terms in French.
 */
export function forumCourtOf(court: EnterpriseCourt, lang: Lang): EnterpriseCourt {
  if (court !== 'brussels-fr' && court !== 'brussels-nl') return court;
  return lang === 'fr' ? 'brussels-fr' : 'brussels-nl';
}
