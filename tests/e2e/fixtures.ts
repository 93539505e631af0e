import type axe from 'axe-core';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect } from '@playwright/test';
import { findPage } from '../../shared/routes';

/** What a page did wrong while a test ran: console errors, failed requests, CSP violations. */
export type PageProblems = { console: string[]; failed: string[]; csp: string[] };

type Fixtures = {
  /** Opens a page of the route table (a path outside it fails the test), optionally with a query and hash. */
  navigate: (path: string, suffix?: string) => Promise<void>;
  /** Problems seen on the page so far. */
  problems: PageProblems;
};

/** Playwright's test with a typed `navigate` and a record of console errors, failed requests and CSP violations. */
export const test = base.extend<Fixtures>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { console: [], failed: [], csp: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.console.push(message.text());
      if (/Content Security Policy/i.test(message.text())) problems.csp.push(message.text());
    });
    page.on('pageerror', (error) => problems.console.push(String(error)));
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith('mailto:')) problems.failed.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.failed.push(`${response.url()} ${response.status()}`);
    });
    await use(problems);
  },
  navigate: async ({ page }, use) => {
    await use(async (path, suffix = '') => {
      if (!findPage(path)) throw new Error(`${path} is not a page of the route table`);
      const response = await page.goto(path + suffix);
      expect(response?.status()).toBe(200);
    });
  },
});

export { expect };

/** The rule sets the site is held to: WCAG 2.1 A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** axe-core's minified build: 654 KB against 1.5 MB for its `axe.source`, evaluated in a page in 0.40 s instead of 0.56 s. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page (but the rules `except` names) and returns its violations, summarised.
 * axe-core's documented way in (doc/API.md): its source evaluated in the page once, then `axe.run`.
 * The site has no frames, so nothing more is needed: the Playwright adapter, which evaluates the
 * source twice per run (or opens a second page), took 2.5 times as long (1.56 s against 0.61 s on /fr/).
 */
export async function axeViolations(page: Page, { except = [] as string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, except }) => {
      const results = await window.axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(except.map((id) => [id, { enabled: false }])),
        // Only the violations are read: axe skips gathering the passes and the rules that do not apply.
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: axeTags, except },
  );
}
