import { langTag, type Lang } from '../langs';
import { placeIndex } from './list';
import { localities } from './names';
import type { Place } from './places';
import { brusselsCentreCommunes } from './places';

/**
 * The "Bruxelles centre" / "Brussel centrum" zone in words, read from the places (never typed): its communes
 * (`brusselsCentreCommunes`, by NIS code) by the name people use for each (a short name of shared/places/names.ts
 * when it has one, "Molenbeek", "Saint-Josse", "Bruxelles-Ville", otherwise the official name of the place
 * list), and the sections of a commune that are not in it (a section with its own position: Laeken,
 * Neder-Over-Heembeek, Haren), as shared/places/places.ts reads a trip's zone. Server only: it reads the place list.
 */

/** One commune of the zone: its name in each language, and the names of its sections left out of the zone. */
type CentreCommune = { name: Record<Lang, string>; without: Record<Lang, string>[] };

/** The municipality of the place list with this NIS code, as it is today (not a former municipality or a section). */
function municipality(nis: string): Place {
  const place = placeIndex.places.find((p) => p.nis === nis && !p.of);
  if (!place) throw new Error(`centre zone: no municipality ${nis} in the place list`);
  return place;
}

/** The communes of the zone, each with its sections outside the zone. */
const communes: CentreCommune[] = brusselsCentreCommunes.map((nis) => {
  const place = municipality(nis);
  const ofPlace = localities.filter((l) => l.in === place.fr);
  // A name without a position of its own is another name of the commune itself: the one people use.
  const short = ofPlace.find((l) => !l.at);
  const name = short ? { fr: short.fr, nl: short.nl ?? short.fr } : { fr: place.fr, nl: place.nl };
  const without = ofPlace.filter((l) => l.at).map((l) => ({ fr: l.fr, nl: l.nl ?? l.fr }));
  return { name, without };
});

/** A list in the language's words: "A, B et C" / "A, B en C", or "A, B ou C" / "A, B of C". */
function listOf(lang: Lang, items: string[], type: 'conjunction' | 'disjunction'): string {
  return new Intl.ListFormat(langTag[lang], { type }).format(items);
}

/** The communes in alphabetical order, a commune with sections left out last (where its exception reads clearly). */
function ordered(lang: Lang): CentreCommune[] {
  return [...communes].sort((a, b) => a.without.length - b.without.length || a.name[lang].localeCompare(b.name[lang], langTag[lang]));
}

/** The sections a commune leaves out, in words: "hors Laeken, Neder-Over-Heembeek et Haren" / "zonder Laken, … en Haren". */
function leftOut(lang: Lang, commune: CentreCommune): string {
  if (!commune.without.length) return '';
  const names = listOf(
    lang,
    commune.without.map((s) => s[lang]),
    'conjunction',
  );
  return lang === 'fr' ? `hors ${names}` : `zonder ${names}`;
}

/**
 * The zone's communes as one list, each commune's exception after a comma at the end:
 * "Anderlecht, Ixelles, Molenbeek, Saint-Gilles, Saint-Josse et Bruxelles-Ville, hors Laeken, Neder-Over-Heembeek et Haren".
 * For running text and parentheses.
 */
function allCommunes(lang: Lang): string {
  const list = ordered(lang);
  const names = listOf(
    lang,
    list.map((c) => c.name[lang]),
    'conjunction',
  );
  const exceptions = list.map((c) => leftOut(lang, c)).filter(Boolean);
  return exceptions.length ? `${names}, ${exceptions.join(', ')}` : names;
}

/** The zone's communes as a choice, the exception in parentheses: "Anderlecht, … ou Bruxelles-Ville (hors Laeken, …)". For a card. */
function anyCommune(lang: Lang): string {
  return listOf(
    lang,
    ordered(lang).map((c) => (c.without.length ? `${c.name[lang]} (${leftOut(lang, c)})` : c.name[lang])),
    'disjunction',
  );
}

/**
 * The zone in each language: its name in a sentence ("la zone Bruxelles centre"), its communes as a list and as a
 * choice, the name with its communes in parentheses, and the sentence that says which trips it prices (both ends in
 * those communes), to follow a sentence that names it.
 */
export const centreZone: Record<Lang, { zone: string; communes: string; anyOf: string; named: string; rule: string }> = {
  fr: {
    zone: 'la zone Bruxelles centre',
    communes: allCommunes('fr'),
    anyOf: anyCommune('fr'),
    named: `la zone Bruxelles centre (${allCommunes('fr')})`,
    rule: `Cette zone comprend ${allCommunes('fr')} : le départ et l’arrivée doivent tous deux s’y trouver.`,
  },
  nl: {
    zone: 'de zone Brussel centrum',
    communes: allCommunes('nl'),
    anyOf: anyCommune('nl'),
    named: `de zone Brussel centrum (${allCommunes('nl')})`,
    rule: `Die zone omvat ${allCommunes('nl')}: zowel het ophaaladres als het leveringsadres moeten er liggen.`,
  },
};
