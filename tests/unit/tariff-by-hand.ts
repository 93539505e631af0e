/**
 * SPEC §9's price rule written a second time, by hand, for the tests: it reads the figures from the tariff
 * (shared/offer/tariff.ts) but none of the product's logic (no `quote`, `ratePerKm`, options list or VAT
 * helper), and it counts in whole numbers only: the distance in tenths of a km read off its decimal digits,
 * each per-km line in tenths of a cent, the out-of-day share in hundredths of a cent, each rounded half up
 * to the cent by integer division. Tests compare the product's quotes with it, so a price change moves
 * both and only the golden table (./golden-trips.test.ts) lists totals.
 */
import type { Quote, Shipment } from '../../shared/offer/quote';
import type { Vehicle, Zone } from '../../shared/offer/tariff';
import { tariff } from '../../shared/offer/tariff';
import { vatRatePct } from '../../shared/offer/vat';

/** A quote as the hand rule works it out, line by line, in cents, in the product's shape so the two compare. */
export type HandQuote = Quote;

/** The two Brussels zones, priced flat: no km, a flat out-of-day amount, the return as an option. */
const brussels: readonly Zone[] = ['brusselsCentre', 'brusselsArea'];

/**
 * Each option's id (its URL parameter) and its price in the tariff: every fee of `tariff.options` is an option of
 * the same name, but the return, sold as an option only in Brussels (beyond, it is automatic and by the km).
 */
const optionCents: Record<string, { cents: number; brusselsOnly: boolean }> = Object.fromEntries(
  Object.entries(tariff.options).map(([key, cents]) =>
    key === 'brusselsReturn' ? ['return', { cents, brusselsOnly: true }] : [key, { cents, brusselsOnly: false }],
  ),
);

/** The ids of the options the hand rule prices, as the simulator's URL names them. */
export const handOptionIds: readonly string[] = Object.keys(optionCents);

/** `numerator / denominator`, both whole and not negative, rounded to the nearest whole number, halves up. */
export function halfUp(numerator: number, denominator: number): number {
  const whole = Math.floor(numerator / denominator);
  const rest = numerator - whole * denominator;
  return 2 * rest >= denominator ? whole + 1 : whole;
}

/** A distance in whole tenths of a km, as a clerk reads "12.25": 122 tenths, and the next digit (5) rounds up; below 0, none. */
export function tenthsOfKm(km: number): number {
  if (!(km > 0)) return 0;
  const [units = '0', decimals = ''] = String(km).split('.');
  const tenths = Number(units) * 10 + Number(decimals[0] ?? '0');
  return Number(decimals[1] ?? '0') >= 5 ? tenths + 1 : tenths;
}

/** The cents a distance costs at so many cents per km: tenths of a km times the rate, in tenths of a cent, halves up. */
export function kmCents(km: number, centsPerKm: number): number {
  return halfUp(tenthsOfKm(km) * centsPerKm, 10);
}

/** The outbound per-km rate of a zone and vehicle, straight from the tariff; the Brussels zones have none. */
function rate(zone: Zone, vehicle: Vehicle): number {
  if (zone === 'upTo100Km') return tariff.perKm.upTo100Km[vehicle];
  if (zone === 'over100Km') return tariff.perKm.over100Km[vehicle];
  return 0;
}

/** The quote of a trip by SPEC §9's rule, worked out by hand; `timePct` is Urgent's surcharge at the moment (issue 36). */
export function quoteByHand(shipment: Shipment, timePct = 0): HandQuote {
  const { zone, vehicle, speed, distanceKm } = shipment;
  const flat = brussels.includes(zone);
  const base = tariff.base[zone][vehicle];
  const distance = flat ? 0 : kmCents(distanceKm, rate(zone, vehicle));
  let surcharge = 0;
  if (speed !== 'day')
    surcharge = flat ? tariff.outOfDay.brusselsFlat[vehicle] : halfUp((base + distance) * tariff.outOfDay.outsidePct, 100);
  const returnTrip = flat ? 0 : kmCents(distanceKm, tariff.returnPerKm);
  const options = Object.entries(optionCents)
    .filter(([id, option]) => shipment.options.includes(id) && (flat || !option.brusselsOnly))
    .map(([id, option]) => ({ id, cents: option.cents }));
  const timeSurcharge = halfUp((base + distance + surcharge + returnTrip) * timePct, 100);
  const total = base + distance + surcharge + returnTrip + timeSurcharge + options.reduce((sum, option) => sum + option.cents, 0);
  return { base, distance, surcharge, returnTrip, timeSurcharge, options, total };
}

/** The excluding-VAT cents of a VAT-included price, by hand: the nearest cent to 100/121 of it (at 21 %), halves up. */
export function exclVatByHand(inclCents: number): number {
  return halfUp(inclCents * 100, 100 + vatRatePct);
}
