import { formatters } from '../format';
import { offerWords, products } from '../offer';

const euro = products.pallets.limits.find((l) => l.id === 'euro')!;

/** The Europe pallet's footprint as each language's pages write it (home, city pages) ("120 × 80 cm"), read from the pallet product line; it travels in the large van. */
export const euroPalletCm = {
  fr: offerWords('fr', formatters('fr')).cm(euro.dimsCm!.slice(0, 2).reverse()),
  nl: offerWords('nl', formatters('nl')).cm(euro.dimsCm!.slice(0, 2).reverse()),
} as const;
