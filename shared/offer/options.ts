/**
 * The simulator's options, one entry each: its id (also its URL parameter, `waiting=1`), its price from the
 * tariff, its words in both languages, and the trips it applies to. The steps, the hidden fields of the
 * no-JavaScript path, the summary, the price detail and the request mail all read this list: adding an
 * option is one entry here (and its price in the tariff).
 */
import type { Lang } from '../langs';
import { waitingMaxMin } from './facts';
import { isBrusselsZone, tariff, type Zone } from './tariff';

/** One option a visitor can tick. */
export type SimulatorOption = {
  /** Its id, which is also its URL parameter (`id=1` when ticked). */
  id: string;
  /** What it adds to the price, in cents, VAT included (as the tariff gives it). */
  cents: number;
  /** Its name, as the checkbox, the summary and the price detail write it. */
  name: Record<Lang, string>;
  /** The trips it applies to; on another trip it is neither offered nor priced. */
  appliesTo: (zone: Zone) => boolean;
};

/** The options, in the order the step shows them. */
export const simulatorOptions: readonly SimulatorOption[] = [
  {
    // Beyond Brussels the return is automatic and priced by the km (./quote.ts): no option there.
    id: 'return',
    cents: tariff.options.brusselsReturn,
    name: { fr: 'Retour à l’adresse de départ', nl: 'Retour naar het vertrekadres' },
    appliesTo: isBrusselsZone,
  },
  {
    id: 'waiting',
    cents: tariff.options.waiting,
    name: { fr: `Attente sur place (${waitingMaxMin} minutes maximum)`, nl: `Wachttijd ter plaatse (tot ${waitingMaxMin} minuten)` },
    appliesTo: () => true,
  },
  {
    id: 'special',
    cents: tariff.options.special,
    name: { fr: 'Livraison spéciale (fragile, volumineux, réfrigéré)', nl: 'Speciale levering (breekbaar, volumineus, gekoeld)' },
    appliesTo: () => true,
  },
];
