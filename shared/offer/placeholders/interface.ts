import type { PlaceholderValue } from '../../content/messages';
import type { Lang } from '../../langs';
import { simulatorWindows } from '../mapping';
import { sameForEveryVehicle, zones } from '../tariff';

/** Placeholders only the interface copy names, when the product line's own (./offer.ts) do not say it. */
export function interfacePlaceholders(_lang: Lang): Record<string, PlaceholderValue> {
  const out: Record<string, PlaceholderValue> = {};
  // Whether every vehicle costs the same in a zone: 'yes' or 'no', for an ICU select.
  for (const zone of zones) out[`tariff.${zone}.sameForEveryVehicle`] = sameForEveryVehicle(zone) ? 'yes' : 'no';
  // The hours between which a Night trip may leave (the simulator's night window).
  out['night.window.fromHour'] = simulatorWindows.night.from;
  out['night.window.toHour'] = simulatorWindows.night.to;
  return out;
}
