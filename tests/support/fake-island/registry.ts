// The site's island registry plus one test island: adding an island is this one entry.
import { islands as siteIslands } from '../../../views/islands/registry';
import { TallyCounter } from './tally-counter';

/** The test island: a counter, due as it nears the viewport. */
export const tally = { Component: TallyCounter, module: 'tests/support/fake-island/tally-counter', trigger: { when: 'visible' as const } };

/** The site's islands and the test one. */
export const islands = { ...siteIslands, tally };
