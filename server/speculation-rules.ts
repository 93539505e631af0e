/** Where the speculation rules are served; every page names it in its Speculation-Rules header. */
export const speculationRulesPath = '/speculation-rules.json';

// Links that are not a page of the site to get ahead of: a query string (simulator states, any
// parameter), a fragment of the current page, a file.
const notAPage = ["a[href*='?']", "a[href^='#']", 'a[download]', "a[href^='/assets/']", "a[href$='.xml']", "a[href$='.svg']"];

/**
 * The next page ahead: a same-site page link the visitor hovers (or presses) is prerendered, so that
 * the click shows it at once. The language toggle is only prefetched: a prerendered page runs its
 * script, and the toggle's page is the one a visitor most often hovers without going there.
 */
export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { not: { selector_matches: [...notAPage, 'a[data-lang-switch]'] } }] },
      eagerness: 'moderate',
    },
  ],
  prefetch: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { selector_matches: 'a[data-lang-switch]' }, { not: { selector_matches: notAPage } }] },
      eagerness: 'moderate',
    },
  ],
};
