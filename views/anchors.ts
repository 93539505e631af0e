/** The home page's sections that the navigation and other pages link to, by their element id. */
export const homeSections = { home: 'home', services: 'services', simulator: 'simulator', about: 'about', contact: 'contact' } as const;

/** The in-page link to one of those sections ("#contact"); prefix the home path to reach it from another page. */
export function anchorTo(section: keyof typeof homeSections): string {
  return `#${homeSections[section]}`;
}
