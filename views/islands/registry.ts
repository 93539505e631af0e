import type { IslandName, IslandProps, IslandTrigger } from '../../shared/islands';
import { menuBreakpoint } from '../../shared/islands';
import { ContactForm } from './contact-form';
import { MobileMenu } from './mobile-menu';
import { PriceSimulator } from './price-simulator';

/**
 * One island: the component the server renders and the client hydrates, its module (a path from the project's root)
 * that exports it (the build's client entry imports it from there, so that an island's code holds
 * its component and no other), and when its code is due.
 */
export type IslandEntry<N extends IslandName> = {
  Component: (props: IslandProps[N]) => React.ReactNode;
  module: string;
  trigger: IslandTrigger;
};

/** The header's navigation, collapsible below the breakpoint; before hydration it already opens (CSS :target). */
export const menu: IslandEntry<'menu'> = {
  Component: MobileMenu,
  module: 'views/islands/mobile-menu',
  trigger: { when: 'interaction', media: menuBreakpoint },
};

/** The price simulator, due as it nears the viewport. */
export const simulator: IslandEntry<'simulator'> = {
  Component: PriceSimulator,
  module: 'views/islands/price-simulator',
  trigger: { when: 'visible' },
};

/**
 * The contact form. Before hydration it already works (native validation, mailto: action); it wakes
 * as it nears the viewport so that a draft kept in this tab is back in the fields when the visitor sees them.
 */
export const contact: IslandEntry<'contact'> = {
  Component: ContactForm,
  module: 'views/islands/contact-form',
  trigger: { when: 'visible' },
};

/** Every island by name: the one list the server render, the build's client entries and the manifest check read. */
export const islands: { [N in IslandName]: IslandEntry<N> } = { menu, simulator, contact };
