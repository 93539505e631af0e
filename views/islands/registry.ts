import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from '../../shared/islands';
import { ContactForm } from './contact-form';
import { MobileMenu } from './mobile-menu';
import { PriceSimulator } from './price-simulator';

/** The component of each island, for the server render (the client imports each one on its own). */
export const islandComponents: { [N in IslandName]: ComponentType<IslandProps[N]> } = {
  menu: MobileMenu,
  simulator: PriceSimulator,
  contact: ContactForm,
};
