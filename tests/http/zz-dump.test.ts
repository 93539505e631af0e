import { it } from 'vitest';
import { pageHtml, visibleText } from '/work/main/tests/support/app';
it('dump', async () => {
  for (const p of (process.env.PAGES ?? '').split(',')) {
    const html = await pageHtml(p);
    const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;
    console.log('=== ' + p + '\n' + visibleText(main));
  }
});
