// The content checks as the build runs them (build/content.mjs): on a content/ folder, with the default company.
import { loadConfig } from '../server/config';
import { companyIn } from '../shared/company/company';
import { checkContent, describeProblems } from '../shared/content/check';

/** The problems of the content files under `dir`, one per line; empty when there are none. */
export function contentProblems(dir: string): string {
  return describeProblems(checkContent(dir, companyIn(loadConfig({}).company, 'fr')));
}
