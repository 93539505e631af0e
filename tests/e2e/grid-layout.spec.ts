import { pages } from '../../shared/routes';
import { expect, test } from './fixtures';
import { gridLayouts, gridProblems } from './grid-check';

// The widths between phone and desktop, every page without JavaScript: no grid leaves a hole, and the
// common counts get the columns they should. (390 and 1280 px are checked page by page in every-page.spec.ts.)
for (const width of [1024, 768]) {
  test.describe(`grids at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    test('every card grid of every page fills its rows', async ({ page, navigate }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      for (const { path } of pages) {
        await navigate(path);
        for (const problem of await gridProblems(page, width)) problems.push(`${path} ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  });
}

test('the check sees a hole when a grid has one (canary)', async ({ page, navigate }) => {
  await navigate('/fr/');
  // Four columns for six cards, as the site had them: the second row is two cards short.
  await page.evaluate(() => {
    const grid = document.querySelector<HTMLElement>('#services .cards')!;
    grid.style.gridTemplateColumns = 'repeat(4, 1fr)';
    for (const card of grid.children) (card as HTMLElement).style.gridColumn = 'auto';
  });
  const services = (await gridLayouts(page)).find((grid) => grid.where.startsWith('services '));
  expect(services?.items).toBe(6);
  expect(services?.holes.length).toBe(1);
});
