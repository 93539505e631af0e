// HTML and JavaScript bytes per page, as a browser loads them before any interaction: gzip of each
// body (comparable across releases, the budget) and the bytes actually sent (brotli from the server).
import { chromium, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budgets = { home: { width: 'phone', kb: 80 }, city: { width: 'desktop', kb: 20 }, service: { width: 'desktop', kb: 20 } };

/** Loads every page (home at phone width, the others at desktop width) and sums what was fetched. */
export async function bytesBench(base) {
  const pages = await sitePages(base);
  const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ['--disable-background-networking', '--disable-component-update'] });
  const contexts = {
    phone: await browser.newContext({ ...devices['Pixel 7'] }),
    desktop: await browser.newContext({ viewport: { width: 1280, height: 900 } }),
  };
  console.log('## Bytes per page, fetched before any interaction: gzip of each body (the budget), and as sent (brotli)');
  console.log('page | width | HTML KB | JS KB | HTML KB sent | JS KB sent | budget | ok');
  console.log('---|---|---|---|---|---|---|---');
  let failures = 0;
  for (const page of pages) {
    const budget = budgets[page.kind];
    const tab = await contexts[budget.width].newPage();
    const scripts = [];
    const sent = [];
    tab.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((b) => gzipSync(b).length));
        // Content-Length as sent (the encoded size), also for a script the tab had in its cache.
        sent.push(Number(response.headers()['content-length'] ?? 0));
      }
    });
    const response = await tab.goto(base + page.path, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(2500); // idle-time islands
    await tab.waitForLoadState('networkidle');
    const html = gzipSync(await response.body()).length;
    const htmlSent = Number(response.headers()['content-length'] ?? 0);
    const js = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    const jsSent = sent.reduce((a, b) => a + b, 0);
    const ok = js / 1024 <= budget.kb;
    if (!ok) failures++;
    const kb = (n) => (n / 1024).toFixed(1);
    console.log(
      `${page.path} | ${budget.width} | ${kb(html)} | ${kb(js)} | ${kb(htmlSent)} | ${kb(jsSent)} | ${budget.kb} | ${ok ? 'yes' : 'NO'}`,
    );
    await tab.close();
  }
  await browser.close();
  console.log(`${failures === 0 ? 'all pages within budget' : `${failures} pages over budget`}\n`);
}

/** The pages of the route table, read from the sitemap (the bench runs plain JavaScript, not the TypeScript table). */
export async function sitePages(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const path = new URL(loc).pathname;
    const kind = /^\/(fr|nl)\/$/.test(path) ? 'home' : path.includes('/services/') ? 'service' : 'city';
    return { path, kind };
  });
}
