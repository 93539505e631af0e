import type { PlaceholderValue } from '../../content/messages';
import type { Lang } from '../../langs';
import { simulatorWindows } from '../mapping';
import { productIds, products } from '../products';
import { sameForEveryVehicle, zones } from '../tariff';
import { capitalize } from '../../typography';
import { hoursText } from '../words';

/** Placeholders only the interface copy names, when the product line's own (./offer.ts) do not say it. */
export function interfacePlaceholders(lang: Lang): Record<string, PlaceholderValue> {
  const out: Record<string, PlaceholderValue> = {};
  // Whether every vehicle costs the same in a zone: 'yes' or 'no', for an ICU select.
  for (const zone of zones) out[`tariff.${zone}.sameForEveryVehicle`] = sameForEveryVehicle(zone) ? 'yes' : 'no';
  // A product's hours at the start of a sentence ("Du lundi au vendredi et le samedi matin, sans supplément").
  for (const id of productIds) out[`${id}.hoursCapitalized`] = capitalize(hoursText(lang, products[id].hours));
  // The hours between which a Night trip may leave (the simulator's night window).
  out['night.window.fromHour'] = simulatorWindows.night.from;
  out['night.window.toHour'] = simulatorWindows.night.to;
  return out;
}
