import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/langs';
import { routeOf } from '../../shared/routes';
import { normalizeSpaces, pageHtml, visibleText } from '../support/app';

const sectionOrder = ['home', 'services', 'why', 'coverage', 'cities', 'simulator', 'plans', 'about', 'faq', 'contact'];

/** Facts of SPEC §1 and §9 as each language writes them (spaces normalized). */
const facts: Record<Lang, RegExp[]> = {
  fr: [
    /60 à 90 minutes/,
    /98,7 %/,
    /95 %/,
    /24\/7/,
    /100 %/,
    /30 %/,
    /3,5 t\b/,
    /120 × 80 cm|120x80 cm|120 x 80 cm/,
    /Plus de 15/,
    /Plus de 30/,
    /Plus de 500/,
    /en 20 minutes à Bruxelles/,
    /2 à 3 h|2-3 h/,
    /5 000 €/,
    /50 000 €/,
    /100 000 €/,
    /30 kg/,
    /14 h/,
    /30 jours/,
    /2 h/,
    /2 ans|deux ans/,
    /24 à 48 h/,
  ],
  nl: [
    /60 tot 90 minuten/,
    /98,7%/,
    /95%/,
    /24\/7/,
    /100%/,
    /30%/,
    /3,5 ton/,
    /120 × 80 cm|120x80 cm|120 x 80 cm/,
    /15\+/,
    /30\+/,
    /500\+/,
    /in Brussel is hij binnen 20 minuten bij u/,
    /2 tot 3 uur|2-3 uur/,
    /€ 5\.000/,
    /€ 50\.000/,
    /€ 100\.000/,
    /30 kg/,
    /14(\.00)? uur|14u/,
    /30 dagen/,
    /2 uur/,
    /2 jaar|twee jaar/,
    /24 tot 48 uur/,
  ],
};

describe.each(['fr', 'nl'] as const)('home page /%s/', (lang) => {
  const path = `/${lang}/`;

  it('has the ten sections in order, contact last', async () => {
    const html = await pageHtml(path);
    const ids = [...html.matchAll(/<section id="([a-z-]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(sectionOrder);
  });

  it('states every claim and figure of SPEC §1 and §9', async () => {
    const text = normalizeSpaces(visibleText(await pageHtml(path)));
    for (const fact of facts[lang]) expect(text, String(fact)).toMatch(fact);
  });

  it('has 6 service cards, 6 reasons with 4 figures, 18 Belgian cities and 4 countries', async () => {
    const html = await pageHtml(path);
    const section = (id: string) =>
      html.slice(html.indexOf(`<section id="${id}"`), html.indexOf('</section>', html.indexOf(`<section id="${id}"`)));
    expect(section('services').match(/<li class="card"/g)).toHaveLength(6);
    expect(section('why').match(/<li class="card"/g)).toHaveLength(6);
    expect(section('why').match(/class="figure-value"/g)).toHaveLength(4);
    const list = (block: string) => (html.match(new RegExp(`data-block="${block}">([\\s\\S]*?)</ul>`))?.[1] ?? '').match(/<li/g) ?? [];
    expect(list('belgium')).toHaveLength(18);
    expect(list('countries')).toHaveLength(4);
    expect(list('other-cities')).toHaveLength(27);
  });

  it('links the five big cities to their page in this language, the seven others not', async () => {
    const html = await pageHtml(path);
    const cards = html
      .match(/data-block="city-cards">([\s\S]*?)<\/ul>/)![1]!
      .split('<li class="card"')
      .slice(1);
    expect(cards).toHaveLength(12);
    const linked = ['brussels', 'antwerp', 'ghent', 'charleroi', 'liege'] as const;
    for (const [index, id] of linked.entries()) expect(cards[index]).toContain(`href="${routeOf('city', id).paths[lang]}"`);
    for (const card of cards.slice(5)) expect(card).not.toContain('<a ');
    expect(html.slice(html.indexOf('<section id="cities"'))).toContain('href="#contact"');
  });

  it('marks the premium plan as most popular among three plans', async () => {
    const html = await pageHtml(path);
    const plans = html.slice(html.indexOf('<section id="plans"'), html.indexOf('<section id="about"'));
    expect(plans.match(/class="card plan/g)).toHaveLength(3);
    expect(plans.match(/plan-popular/g)).toHaveLength(1);
    const order = [...plans.matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(plans.indexOf('plan-popular')).toBeLessThan(plans.indexOf(`<h3>${order[1]}</h3>`));
    expect(plans.indexOf('plan-popular')).toBeGreaterThan(plans.indexOf(`<h3>${order[0]}</h3>`));
  });

  it('has ten FAQ items as native details sharing one name, and a link to contact', async () => {
    const html = await pageHtml(path);
    const faq = html.slice(html.indexOf('<section id="faq"'), html.indexOf('<section id="contact"'));
    expect(faq.match(/<details name="home-faq">/g)).toHaveLength(10);
    expect(faq).toContain('href="#contact"');
  });

  it('has the contact cards and a form that never sends to the server', async () => {
    const html = await pageHtml(path);
    const contact = html.slice(html.indexOf('<section id="contact"'));
    expect(contact).toContain('href="tel:+3228084747"');
    expect(contact).toContain('href="mailto:contact@belgo-express.be"');
    expect(contact).toMatch(/<a href="https:\/\/www\.openstreetmap\.org\/[^"]+" target="_blank" rel="noopener noreferrer">/);
    const form = contact.match(/<form [^>]*class="contact-form"[^>]*>/)![0];
    // The subject in the page's language (issue 21); without JavaScript the browser adds the body.
    expect(form).toMatch(/action="mailto:contact@belgo-express\.be\?subject=[^"&]+"/);
    expect(form).toContain('method="post"');
    expect(form).toMatch(/enctype="text\/plain"/i);
    for (const [name, max] of [
      ['name', 100],
      ['phone', 20],
      ['email', 255],
    ] as const) {
      const input = contact.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))![0];
      expect(input).toContain(`maxLength="${max}"`);
      expect(input).toContain('required');
      expect(contact).toContain(`<label for="contact-${name}"`);
    }
    const textarea = contact.match(/<textarea[^>]*>/)![0];
    expect(textarea).toContain('rows="5"');
    expect(textarea).toContain('maxLength="1000"');
    expect(textarea).toContain('required');
    // Below the form, for a visitor without a mail client: our address and phone as plain links.
    const below = contact.slice(contact.indexOf('</form>'));
    expect(below).toMatch(
      /^<\/form><p class="form-note contact-fallback">[\s\S]*href="mailto:contact@belgo-express\.be"[\s\S]*href="tel:\+3228084747"/,
    );
    expect(contact).toMatch(/<button type="reset"/);
    // Issue 36: before the send button, when mails are answered and the 24/7 line; the request's fields folded away.
    const beforeSend = contact.slice(contact.indexOf('<form'), contact.indexOf('<button type="submit"'));
    expect(beforeSend).toMatch(/<p class="form-note contact-hours">[^<]*<a href="tel:\+3228084747">\+32 2 808 47 47<\/a>/);
    expect(beforeSend).toContain('<details class="contact-request"><summary>');
    expect(beforeSend).not.toContain('class="contact-call"');
  });

  it('has the hero call to action and telephone link', async () => {
    const html = await pageHtml(path);
    const hero = html.slice(html.indexOf('<section id="home"'), html.indexOf('<section id="services"'));
    expect(hero).toContain('href="#contact"');
    expect(hero).toContain('href="tel:+3228084747"');
    expect(hero).toMatch(/<h1/);
  });

  it('describes the company with its contact point in JSON-LD', async () => {
    const html = await pageHtml(path);
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const org = data.find((d) => d['@type'] === 'Organization');
    expect(org.contactPoint.telephone).toBe('+32 2 808 47 47');
    expect(org.contactPoint.email).toBe('contact@belgo-express.be');
    expect(org.address.addressCountry).toBe('BE');
  });
});
