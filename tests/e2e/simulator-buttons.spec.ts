import { expect, test } from './fixtures';

// Next is the first submit button of the form (Enter in a field submits it), so it must come first on
// screen too: a sighted keyboard user sees the focus move in the order the buttons read.
for (const width of [1280, 390]) {
  test.describe(`simulator buttons at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const suffix of ['?step=2#simulator', '?zone=national&distance=150&step=5#simulator']) {
      test(`Next, Previous and Reset read in tab order (${suffix})`, async ({ page, navigate }) => {
        await navigate('/fr/', suffix);
        const form = page.locator('form.simulator');
        const firstSubmit = form.locator('button[type="submit"]').first();
        await expect(firstSubmit).toHaveClass(/sim-next/);
        const buttons = form.locator('.sim-buttons > *');
        const boxes = await buttons.evaluateAll((elements) =>
          elements.map((element) => {
            const rect = element.getBoundingClientRect();
            return { name: element.className, top: Math.round(rect.top), left: Math.round(rect.left) };
          }),
        );
        const onScreen = [...boxes].sort((a, b) => a.top - b.top || a.left - b.left).map((box) => box.name);
        expect(onScreen).toEqual(boxes.map((box) => box.name));
        await firstSubmit.focus();
        await page.keyboard.press('Tab');
        await expect(form.locator('.sim-previous')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(form.locator('.sim-reset')).toBeFocused();
      });
    }
  });
}
