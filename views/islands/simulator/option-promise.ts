/**
 * The one place that says which product a priced option of the simulator is, and what it promises
 * (issue 28): the product line's promise for the trip (shared/offer/promises.ts, issue 27), in the
 * page's words. The trip's two places, when found, say whether it runs inside or between the five
 * big cities, which changes the product a speed buys there.
 */
import type { Lang } from '../../../shared/langs';
import { fiveCitiesOf, type ProductId, promiseWords, tripPromise } from '../../../shared/offer/index';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import type { Shipment } from '../../../shared/offer/quote';
import { capitalize, typesetDeep } from '../../../shared/typography';

/** What a priced option promises, in the page's words: the product's name, its pickup, its delivery, its cut-off, and all three as one phrase. */
export type OptionPromise = {
  name: string;
  pickup: string;
  delivery: string;
  cutOff?: string;
  delay: string;
  /** The product it is. */
  product: ProductId;
  /** The insurance the product includes there, in euros (on declared value). */
  insuranceEur: number;
  /** The product line's cell it is, "product/area" ("urgent/local"), for tests to read. */
  cell: string;
};

/**
 * The product and the promise of one option of a trip (its zone, distance and speed). `ends`: the
 * two places found, which count only while they gave the zone the trip is priced in.
 */
export function optionPromise(
  lang: Lang,
  shipment: Pick<Shipment, 'zone' | 'speed' | 'distanceKm'>,
  ends: TripEstimate | null = null,
): OptionPromise {
  const cities = ends?.kind === 'known' && ends.zone === shipment.zone ? fiveCitiesOf(ends.from, ends.to) : undefined;
  // Typeset as the dictionaries are: a figure and its unit held together ("2 h 30").
  const promise = tripPromise(shipment, cities);
  const words = typesetDeep(promiseWords(lang, promise), lang);
  return {
    ...words,
    delay: `${capitalize(words.pickup)}, ${words.delivery}${words.cutOff ? `, ${words.cutOff}` : ''}`,
    product: promise.product,
    insuranceEur: promise.insuranceEur,
    cell: `${promise.product}/${promise.area}`,
  };
}
