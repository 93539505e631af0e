/**
 * Belgian postcodes typed in a place field. The simulator finds places by their names: no table of
 * postcode → municipality with a licence is in the project, so a postcode alone is refused with a
 * message, never priced. For the Brussels Region's postcodes the message names the commune (or the
 * City of Brussels' section) that owns it, as a suggestion.
 */

/**
 * The Brussels-Capital Region's postcodes and the commune or section each belongs to (French name in
 * shared/data/places.json or `localities` of ./place-names). Source: bpost's postcodes as Wikipedia's
 * "List of postal codes in Belgium" gives them. A few streets of a commune carry a neighbour's code
 * (the City of Brussels has parts under 1040 and 1050): the name is a suggestion the visitor confirms.
 */
export const brusselsPostcodes: Readonly<Record<string, string>> = {
  '1000': 'Bruxelles',
  '1020': 'Laeken',
  '1030': 'Schaerbeek',
  '1040': 'Etterbeek',
  '1050': 'Ixelles',
  '1060': 'Saint-Gilles',
  '1070': 'Anderlecht',
  '1080': 'Molenbeek-Saint-Jean',
  '1081': 'Koekelberg',
  '1082': 'Berchem-Sainte-Agathe',
  '1083': 'Ganshoren',
  '1090': 'Jette',
  '1120': 'Neder-Over-Heembeek',
  '1130': 'Haren',
  '1140': 'Evere',
  '1150': 'Woluwe-Saint-Pierre',
  '1160': 'Auderghem',
  '1170': 'Watermael-Boitsfort',
  '1180': 'Uccle',
  '1190': 'Forest',
  '1200': 'Woluwe-Saint-Lambert',
  '1210': 'Saint-Josse-ten-Noode',
};

/**
 * A field's text as a Belgian postcode (four digits, 1000 to 9999, "B-" allowed before it) and the
 * name written beside it, before or after ("1050 Ixelles", "Ixelles 1050"), possibly empty; null when
 * the text holds no postcode at either end.
 */
export function splitPostcode(text: string): { postcode: string; name: string } | null {
  const before = /^(?:B\s*-?\s*)?([1-9]\d{3})(?:\s+|\s*-\s*|$)(.*)$/i.exec(text.trim());
  if (before) return { postcode: before[1]!, name: before[2]!.trim() };
  const after = /^(.*\D)\s+([1-9]\d{3})$/.exec(text.trim());
  return after ? { postcode: after[2]!, name: after[1]!.trim() } : null;
}
