/**
 * VAT on the offer: one rate, one rule. Prices are stored as the simulator's tariff gives them, in cents
 * with VAT included (SPEC §9 labels its total "TVA comprise"); the excluding-VAT figure a business buyer
 * reads is derived here, and nowhere else.
 */

/** Belgian standard VAT rate on domestic transport of goods, in percent. */
export const vatRatePct = 21;

/** A price in cents, both ways: `incl` as the tariff gives it, `excl` derived (rounded to the cent). */
export type VatPrice = { inclCents: number; exclCents: number };

/** The excluding-VAT amount of a VAT-included price in cents, rounded to the cent. */
export function exclVatCents(inclCents: number): number {
  return Math.round((inclCents * 100) / (100 + vatRatePct));
}

/** A VAT-included price in cents with its excluding-VAT figure. */
export function vatPrice(inclCents: number): VatPrice {
  return { inclCents, exclCents: exclVatCents(inclCents) };
}
