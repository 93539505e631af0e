/**
 * The one place that says which product a priced option of the simulator is, and what it promises
 * (issue 28): the product line's promise for the trip (shared/offer/promises.ts, issue 27), in the
 * page's words. The trip's two places, when found, say whether it runs inside or between the five
 * big cities, which changes the product a speed buys there.
 */
import type { Lang } from '../../../shared/langs';
import type { Moment } from '../../../shared/offer/calendar';
import { fiveCitiesOf, type ProductId, promiseWords, tripPromise } from '../../../shared/offer/index';
import { promiseAt, speedRunsAt } from '../../../shared/offer/moment';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import type { Shipment } from '../../../shared/offer/quote';
import { capitalize, typeset, typesetDeep } from '../../../shared/typography';
import { deliveryAt, type MomentWords } from './moment-words';

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
  /** Whether the speed runs at the moment chosen (issue 36); true when none is. */
  runs: boolean;
};

/** The moment the job is needed (issue 36) and the words that say what it changes. */
export type MomentAt = { moment: Moment; words: MomentWords };

/**
 * The product and the promise of one option of a trip (its zone, distance and speed). `ends`: the
 * two places found, which count only while they gave the zone the trip is priced in. `at`: the moment
 * the job is needed, which names the day of the delivery (shared/offer/moment.ts `promiseAt`); without
 * it, the product line's promise as the pages say it.
 */
export function optionPromise(
  lang: Lang,
  shipment: Pick<Shipment, 'zone' | 'speed' | 'distanceKm'>,
  ends: TripEstimate | null = null,
  at?: MomentAt,
): OptionPromise {
  const cities = ends?.kind === 'known' && ends.zone === shipment.zone ? fiveCitiesOf(ends.from, ends.to) : undefined;
  // Typeset as the dictionaries are: a figure and its unit held together ("2 h 30").
  const promise = tripPromise(shipment, cities);
  const words = typesetDeep(promiseWords(lang, promise), lang);
  const day = at && promiseAt({ product: promise.product, area: promise.area }, at.moment);
  const delivery = at && day ? typeset(deliveryAt(at.words, lang, promise.delivery, day, words.delivery), lang) : words.delivery;
  // After a cut-off or on a day off, the delivery's day says it all: the pickup's delay would read as today's.
  const lead = day?.kind === 'nextMorning' ? capitalize(delivery) : `${capitalize(words.pickup)}, ${delivery}`;
  return {
    ...words,
    delivery,
    delay: `${lead}${words.cutOff ? `, ${words.cutOff}` : ''}`,
    product: promise.product,
    insuranceEur: promise.insuranceEur,
    cell: `${promise.product}/${promise.area}`,
    runs: at ? speedRunsAt(shipment.speed, at.moment) : true,
  };
}
