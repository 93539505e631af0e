import { describe, expect, it } from 'vitest';
import { loadAssets } from '../../server/assets';
import { pages } from '../../shared/routes';
import { decodeEntities, http, visibleText } from '../support/app';

/**
 * Step 4's two places, served (issue 12): without JavaScript a GET with `from` and `to` and no
 * distance comes back at step 4 with the estimate filled in, in the page's language; unknown or
 * hostile names get a message and are never echoed as markup; the list of places is a small hashed
 * file that no page loads by itself.
 */

type Lang = 'fr' | 'nl';

/** The words of each page, written out here (not read from the dictionaries under test). */
const words = {
  fr: {
    step4: 'Étape 4 sur 5 : Distance',
    from: 'Commune de départ',
    to: 'Commune d’arrivée',
    estimate: (km: number) => `≈ ${km} km par la route, estimation`,
    unknown: 'Commune inconnue : choisissez une commune belge dans la liste, en français ou en néerlandais.',
    brussels: 'Ces deux communes sont dans la Région de Bruxelles-Capitale',
    changeZone: 'Changer de zone',
    tooShort: 'Distance trop courte pour la zone « National »',
    estimateButton: 'Estimer la distance',
    liege: { value: 'Liège', label: 'Luik' },
  },
  nl: {
    step4: 'Stap 4 van 5: Afstand',
    from: 'Ophaalgemeente',
    to: 'Leveringsgemeente',
    estimate: (km: number) => `Geschatte afstand over de weg: ≈ ${km} km`,
    unknown: 'Onbekende gemeente: kies een Belgische gemeente uit de lijst, in het Nederlands of in het Frans.',
    brussels: 'Beide gemeenten liggen in het Brussels Hoofdstedelijk Gewest',
    changeZone: 'Zone wijzigen',
    tooShort: 'Afstand te kort voor ‘Nationaal’',
    estimateButton: 'Afstand schatten',
    liege: { value: 'Luik', label: 'Liège' },
  },
} as const;

const langs: Lang[] = ['fr', 'nl'];
const agent = http();
const base = 'zone=nearby_cities&vehicle=van&urgency=standard';

async function page(url: string): Promise<string> {
  const res = await agent.get(url);
  expect(res.status, url).toBe(200);
  return res.text;
}

/** The simulator's form as the server rendered it. */
function form(html: string): string {
  const match = /<form class="simulator"[\s\S]*?<\/form>/.exec(html);
  if (!match) throw new Error('no simulator form');
  return match[0];
}

/** The attributes of the input named `name`. */
function input(html: string, name: string): Record<string, string> {
  const match = new RegExp(`<input\\b(?=[^>]*\\bname="${name}")([^>]*?)/?>`).exec(form(html));
  if (!match) throw new Error(`no input ${name}`);
  const attrs: Record<string, string> = {};
  for (const [, key, value] of match[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[key!] = decodeEntities(value ?? '');
  return attrs;
}

describe.each(langs)('step 4 with two places at /%s/, without JavaScript', (lang) => {
  const w = words[lang];

  it('fills the distance with the estimate when none is given, and says it is one', async () => {
    const html = await page(`/${lang}/?${base}&from=Namur&to=Luik&step=4`);
    const text = visibleText(form(html));
    expect(text).toContain(w.step4);
    const km = Number(input(html, 'distance').value);
    // Namur – Liège: about 65 km by the E42.
    expect(km).toBeGreaterThanOrEqual(58);
    expect(km).toBeLessThanOrEqual(72);
    expect(text).toContain(w.estimate(km));
    expect(input(html, 'from').value).toBe('Namur');
    expect(input(html, 'to').value).toBe('Luik');
  });

  it('reads names of both languages, any case, accents optional', async () => {
    const a = await page(`/${lang}/?${base}&from=MONS&to=Bruges&step=4`);
    const b = await page(`/${lang}/?${base}&from=bergen&to=brugge&distance=&step=4`);
    const c = await page(`/${lang}/?${base}&from=Bergen&to=BRUGGE&distance=0&step=route`);
    const km = input(a, 'distance').value;
    expect(Number(km)).toBeGreaterThan(90);
    expect(input(b, 'distance').value).toBe(km);
    expect(input(c, 'distance').value).toBe(km);
  });

  it('labels the place fields and lists the suggestions in the page language, the other name beside', async () => {
    const html = await page(`/${lang}/?${base}&step=4`);
    expect(html).toMatch(new RegExp(`<label for="sim-from">${w.from}</label>`));
    expect(html).toMatch(new RegExp(`<label for="sim-to">${w.to}</label>`));
    expect(input(html, 'from').list).toBe('sim-places');
    const list = /<datalist id="sim-places">([\s\S]*?)<\/datalist>/.exec(html)?.[1] ?? '';
    // The municipalities, the former ones of the 2025 mergers and the sections.
    expect(list.match(/<option /g)!.length).toBeGreaterThan(581);
    expect(list).toContain(`<option value="${w.liege.value}" label="${w.liege.label}">`);
    expect(visibleText(form(html))).toContain(w.estimateButton);
  });

  it('keeps a distance the visitor typed, unless asked for the estimate', async () => {
    // routeKm: the distance the places gave when the page was drawn; another one was typed since.
    const typed = await page(`/${lang}/?${base}&from=Namur&to=Hasselt&distance=80&routeKm=66&step=4`);
    expect(input(typed, 'distance').value).toBe('80');
    const asked = await page(`/${lang}/?${base}&from=Namur&to=Hasselt&distance=80&routeKm=66&step=route`);
    expect(input(asked, 'distance').value).not.toBe('80');
  });

  it('lets the places set the zone, and offers the zone a typed distance fits when the gate fails', async () => {
    // Two Brussels communes: a Brussels zone, step 4 skipped.
    const brussels = form(await page(`/${lang}/?${base}&from=Ixelles&to=Schaerbeek&step=5`));
    expect(brussels).toContain('name="zone" value="brussels_periphery"');
    const national = form(
      await page(`/${lang}/?zone=national&vehicle=van&urgency=standard&from=Namur&to=Hasselt&distance=50&routeKm=66&step=5`),
    );
    expect(visibleText(national)).toContain(w.tooShort);
    expect(national).toMatch(new RegExp(`<button type="submit" value="rezone"[^>]*>${w.changeZone}</button>`));
  });

  it('keeps the places across the other steps, so that a shared URL holds them', async () => {
    const html = await page(`/${lang}/?${base}&distance=62&from=Namur&to=Luik&step=5`);
    expect(input(html, 'from')).toMatchObject({ type: 'hidden', value: 'Namur' });
    expect(input(html, 'to')).toMatchObject({ type: 'hidden', value: 'Luik' });
  });

  it('answers a name it does not know in the page language, the distance left as it was', async () => {
    const html = await page(`/${lang}/?${base}&from=Springfield&to=Namur&distance=35&step=route`);
    expect(visibleText(form(html))).toContain(w.unknown);
    expect(input(html, 'distance').value).toBe('35');
    expect(input(html, 'from')['aria-invalid']).toBe('true');
    expect(visibleText(form(html))).not.toContain('Springfield');
  });

  it.each([
    ['<script>alert(1)</script>', 'script alert(1) script'],
    ['"><img src=x onerror=alert(1)>', 'img src x onerror alert(1)'],
    ['A'.repeat(1500), 'A'.repeat(60)],
    ['\u0000\u202eLi\u00e8ge', 'Liège'],
  ])('escapes and cuts the hostile value %#, never a 500', async (value, kept) => {
    const url = `/${lang}/?${base}&from=${encodeURIComponent(value)}&to=Namur&step=4`;
    const html = await page(url);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(input(html, 'from').value).toBe(kept);
  });

  it.each(['from=a&from=b', 'from[x]=Namur', 'to=%E0%A4%A', 'from=%C0%AF', 'step=route&from=&to='])(
    'answers %s without a 500',
    async (query) => {
      const res = await agent.get(`/${lang}/?${base}&${query}&to=Namur`);
      expect(res.status).toBeLessThan(500);
    },
  );
});

/** Postcodes typed as places (issue 27): refused with a message naming the Brussels commune, never priced as the default zone. */
const postcodeWords = {
  fr: {
    from: '1050 est un code postal : tapez le nom de la commune, en français ou en néerlandais. Vouliez-vous dire « Ixelles » ?',
    to: '1180 est un code postal : tapez le nom de la commune, en français ou en néerlandais. Vouliez-vous dire « Uccle » ?',
    other: '5000 est un code postal : tapez le nom de la commune, en français ou en néerlandais.',
    step1: 'Étape 1 sur 5',
  },
  nl: {
    from: '1050 is een postcode: typ de naam van de gemeente, in het Nederlands of in het Frans. Bedoelt u Elsene?',
    to: '1180 is een postcode: typ de naam van de gemeente, in het Nederlands of in het Frans. Bedoelt u Ukkel?',
    other: '5000 is een postcode: typ de naam van de gemeente, in het Nederlands of in het Frans.',
    step1: 'Stap 1 van 5',
  },
} as const;

describe.each(langs)('postcodes as places at /%s/, without JavaScript', (lang) => {
  const w = postcodeWords[lang];

  it('answers the quick quote "1050 → 1180" with a message under each field, and no price', async () => {
    const html = await page(`/${lang}/?from=1050&to=1180&step=quote`);
    const text = visibleText(form(html));
    expect(text).toContain(w.step1);
    expect(text).toContain(w.from);
    expect(text).toContain(w.to);
    expect(input(html, 'from')).toMatchObject({ value: '1050', 'aria-invalid': 'true' });
    expect(input(html, 'to')).toMatchObject({ value: '1180', 'aria-invalid': 'true' });
    expect(html).not.toContain('class="sim-result"');
  });

  it('refuses a postcode outside the Region without a name to suggest, and prices a name written with its postcode', async () => {
    const refused = await page(`/${lang}/?from=5000&to=Namur&step=quote`);
    expect(visibleText(form(refused))).toContain(w.other);
    expect(refused).not.toContain('class="sim-result"');
    const priced = await page(`/${lang}/?from=${encodeURIComponent('1050 Ixelles')}&to=${encodeURIComponent('1180 Uccle')}&step=quote`);
    expect(priced).toContain('class="sim-result"');
    expect(input(priced, 'zone').value).toBe('brussels_periphery');
  });
});

describe('the list of places in the browser', () => {
  const assets = loadAssets();

  it.each(pages.map((p) => [p.path]))('is not in the first load of %s', async (url) => {
    const html = await page(url);
    // No suggestions and no link to the file: only the simulator's props name it, for step 4 to fetch.
    expect(html).not.toContain('<datalist');
    expect(html).not.toContain('Zonhoven');
    expect(html).not.toMatch(new RegExp(`<(link|script)\\b[^>]*${assets.places.replace(/\./g, '\\.')}`));
  });

  it('is named to the simulator island for step 4 to fetch', async () => {
    const html = await page('/fr/');
    const props = /<script type="application\/json" data-island-props="simulator"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(props!)).toMatchObject({ placesUrl: assets.places, estimate: null });
  });
});
