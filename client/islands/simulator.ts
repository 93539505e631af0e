import { PriceSimulator } from '../../views/islands/price-simulator';
import { islandHydrator } from '../hydrate';

/** Hydrates the price simulator. */
export const hydrate = islandHydrator('simulator', PriceSimulator);
