// Lighthouse (mobile, its default) on three pages: performance, accessibility, best practices, SEO.
import * as chromeLauncher from 'chrome-launcher';
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';

const paths = ['/fr/', '/nl/expresslevering-brussel/', '/fr/services/livraison-urgente/'];

/** Runs Lighthouse on each page and prints its four scores. */
export async function lighthouseBench(base) {
  const chromePath = process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  console.log('## Lighthouse (mobile)');
  console.log('page | performance | accessibility | best practices | SEO | LCP | CLS | TBT');
  console.log('---|---|---|---|---|---|---|---');
  try {
    for (const path of paths) {
      const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      console.log(
        `${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
          `${audits['largest-contentful-paint'].displayValue} | ${audits['cumulative-layout-shift'].displayValue} | ${audits['total-blocking-time'].displayValue}`,
      );
      const failing = Object.values(categories).flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1).map((ref) => `${category.id}/${ref.id}`),
      );
      if (failing.length) console.log(`  below 100: ${failing.join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
  console.log('');
}
