import { MobileMenu } from '../../views/islands/mobile-menu';
import { islandHydrator } from '../hydrate';

/** Hydrates the header's mobile menu. */
export const hydrate = islandHydrator('menu', MobileMenu);
