// A new buyer's way to a request a dispatcher can act on (issue 36, item 5), on a 390 × 844 phone: the taps, the keys
// and the seconds from the first screen of the home page to the composed mail, for two trips. Counts are exact (every
// tap and every character typed); seconds are the site's own time plus a phone user's pace: 0.25 s a key, 1 s a tap
// (to read and aim), 3 s to pick a date and a time in the phone's picker. Usage: node bench/request-taps.mjs [base URL of a running site]
// (issue 36's figures before and after are in docs/performance.md)
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000'] = process.argv.slice(2);
const version = 'now';
const pace = { key: 0.25, tap: 1, picker: 3 };

async function run(name, lang, steps) {
  const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell' });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: `${lang}-BE` });
  await page.route(/^mailto:/, (route) => route.abort());
  let taps = 0;
  let keys = 0;
  let pickers = 0;
  const started = Date.now();
  const mail = page.waitForRequest((r) => r.url().startsWith('mailto:'), { timeout: 30_000 }).catch(() => undefined);
  /** A field inside a closed fold is reached by a tap on the fold's summary first. */
  const reveal = async (locator) => {
    await locator.waitFor({ state: 'visible', timeout: 3000 }).catch(() => {});
    if (await locator.isVisible()) return;
    const fold = page.locator('details', { has: locator });
    taps++;
    await fold.locator('summary').first().click();
  };
  const act = {
    tap: async (locator) => {
      taps++;
      await locator.click();
    },
    type: async (locator, text) => {
      await reveal(locator);
      taps++;
      await locator.click();
      keys += [...text].length;
      await locator.pressSequentially(text);
    },
    /** Adds to what a field holds: a tap to put the cursor at its end, then the keys. */
    append: async (locator, text) => {
      await reveal(locator);
      taps++;
      await locator.focus();
      await page.keyboard.press('End');
      keys += [...text].length;
      await page.keyboard.type(text);
    },
    /** Replaces what a field holds: a tap, a long press to select it all, then the keys. */
    replace: async (locator, text) => {
      await reveal(locator);
      taps += 2;
      await locator.fill('');
      keys += [...text].length;
      await locator.pressSequentially(text);
    },
    /** A date and a time in the phone's own picker (one field, `datetime-local`). */
    pick: async (locator, value) => {
      await reveal(locator);
      taps++;
      pickers++;
      await locator.fill(value);
    },
  };
  await page.goto(`${base}/${lang}/`, { waitUntil: 'networkidle' });
  await steps(page, act);
  const request = await mail;
  const site = (Date.now() - started) / 1000;
  await browser.close();
  const body = request ? decodeURIComponent(new URL(request.url()).searchParams.get('body') ?? '') : '(no mail)';
  const seconds = site + taps * pace.tap + keys * pace.key + pickers * pace.picker;
  console.log(`${version} ${name}: ${taps} taps, ${keys} keys, ${seconds.toFixed(0)} s (site ${site.toFixed(1)} s)`);
  console.log(
    body
      .split('\n')
      .map((line) => `    | ${line}`)
      .join('\n'),
  );
}

/** The two trips, as a new buyer goes: two places, the moment with the prices, a price, the request with its addresses. */
function trips({ tomorrow, friday, sender }) {
  const common = async (page, act, lang, from, to, price, when, streets, extraLoad) => {
    const w =
      lang === 'fr'
        ? { from: 'Départ', to: 'Arrivée', see: 'Voir le prix', show: 'Voir les prix à ce moment', quote: 'Demander un devis' }
        : { from: 'Van', to: 'Naar', see: 'Bekijk de prijs', show: 'Prijzen voor dat moment bekijken', quote: 'Offerte aanvragen' };
    const q = page.locator('#quick-quote');
    await act.type(q.getByLabel(w.from, { exact: true }), from);
    await act.type(q.getByLabel(w.to, { exact: true }), to);
    await act.tap(q.getByRole('button', { name: w.see }));
    await act.pick(page.locator('#sim-when-at'), when);
    await act.tap(page.locator('#simulator button', { hasText: w.show }).first());
    await act.tap(page.locator(`#simulator button[value="${price}"]`));
    await act.tap(page.locator('#simulator').getByRole('link', { name: w.quote }).first());
    await act.type(page.locator('#contact-name'), sender.name);
    await act.type(page.locator('#contact-email'), sender.email);
    await act.type(page.locator('#contact-phone'), sender.phone);
    await act.type(page.locator('#contact-pickupStreet'), streets[0]);
    await act.type(page.locator('#contact-deliveryStreet'), streets[1]);
    if (extraLoad) await act.append(page.locator('#contact-load'), extraLoad);
    await act.tap(page.locator('#contact-form button[type="submit"]'));
  };
  return {
    A: (page, act) =>
      common(page, act, 'fr', 'Ixelles', 'Uccle', 'urgent.scooter', `${tomorrow}T09:00`, ['Rue du Bailli 12', 'Avenue Brugmann 300'], ''),
    B: (page, act) =>
      common(page, act, 'nl', 'Brussel', 'Luik', 'urgent.van', `${friday}T16:30`, ['Wetstraat 16', 'Boulevard d’Avroy 10'], ', 20 kg'),
  };
}

const sender = { name: 'Zoë Dupont', email: 'zoe.dupont@example.be', phone: '0470 12 34 56' };
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
// The next Friday (or today's) as a date.
const friday = (() => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((5 - d.getUTCDay() + 7) % 7 || 7));
  return d.toISOString().slice(0, 10);
})();

const flows = trips({ tomorrow, friday, sender });
await run('A (Ixelles → Uccle, urgent envelope, tomorrow 9:00)', 'fr', flows.A);
await run('B (20 kg Brussel → Luik by van, urgent, Friday 16:30)', 'nl', flows.B);
