import type { PlaceholderValue } from '../../content/messages';
import type { Lang } from '../../langs';
import { capitalize } from '../../typography';
import { simulatorWindows } from '../mapping';
import { products } from '../products';
import { hoursText } from '../words';

/**
 * Placeholders only the home copy names, when the product line's own (./offer.ts) do not say it.
 * The cities' and the interface's files (other branches of issue 35) give the same names with the same values:
 * when they meet, keep one of each (the index throws on a name given twice).
 */
export function homePlaceholders(lang: Lang): Record<string, PlaceholderValue> {
  return {
    // A product's hours at the start of a sentence ("Du lundi au vendredi et le samedi matin").
    'standard.hoursCapitalized': capitalize(hoursText(lang, products.standard.hours)),
    'express.hoursCapitalized': capitalize(hoursText(lang, products.express.hours)),
    // The hours between which a Night trip may leave (the simulator's night window).
    'night.window.fromHour': simulatorWindows.night.from,
    'night.window.toHour': simulatorWindows.night.to,
  };
}
