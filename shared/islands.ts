import type { Messages } from './i18n';
import type { Lang } from './langs';
import type { WizardState } from './simulator-state';

/** Props of the mobile menu island: the header navigation, collapsible below the breakpoint. */
export type MenuProps = {
  lang: Lang;
  labels: { nav: string; open: string; close: string; menu: string };
  links: { label: string; href: string }[];
};

/** Props of the price simulator island: its strings, the page it submits to, the state the URL gave. */
export type SimulatorProps = {
  lang: Lang;
  labels: Messages['simulator'];
  /** The home page path the GET form submits to. */
  action: string;
  initial: WizardState;
};

/** Props of the contact form island: its strings, the address the mail goes to, a prefilled message. */
export type ContactProps = {
  labels: Messages['contactForm'];
  to: string;
  initialMessage: string;
};

/** The contract between views and client: each island's name and the props it is hydrated with. */
export type IslandProps = {
  menu: MenuProps;
  simulator: SimulatorProps;
  contact: ContactProps;
};

/** The name of an island. */
export type IslandName = keyof IslandProps;

/**
 * When an island's code is fetched and hydrated: `load` at once, `idle` when the browser is idle,
 * `visible` when it nears the viewport, `media:<query>` on idle while the media query matches.
 */
export type IslandTrigger = 'load' | 'idle' | 'visible' | `media:${string}`;

/** The breakpoint below which the header menu collapses (kept in step with public/styles.css). */
export const menuBreakpoint = '(max-width: 60rem)';

/** Each island's hydration trigger. */
export const islandTriggers: Record<IslandName, IslandTrigger> = {
  menu: `media:${menuBreakpoint}`,
  simulator: 'visible',
  contact: 'idle',
};
