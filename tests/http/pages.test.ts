import { describe, expect, it } from 'vitest';
import { langTag, otherLang } from '../../shared/langs';
import { pages, routes } from '../../shared/routes';
import { decodeEntities, pageHtml, testSiteUrl } from '../support/app';
import { jsonLdBlocks, titleOf } from '../support/html';
import { expectWholeInSearchResults } from '../support/search-results';

/** The attributes of each tag matching a selector-like predicate, read with a small regex. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attr) => [attr[1]!.toLowerCase(), decodeEntities(attr[2]!)])),
  );
}

const titles = new Map<string, string>();
const descriptions = new Map<string, string>();

describe.each(pages.map((page) => [page.path, page] as const))('%s', (path, page) => {
  it('answers 200 with its language, a unique title and description', async () => {
    const html = await pageHtml(path);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`<html lang="${langTag[page.lang]}">`);
    const title = titleOf(html);
    const description = tags(html, 'meta').find((m) => m.name === 'description')!.content!;
    expectWholeInSearchResults(title, description, path);
    expect(titles.get(title), `title shared with ${titles.get(title)}`).toBeUndefined();
    expect(descriptions.get(description), `description shared with ${descriptions.get(description)}`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  });

  it('has an absolute canonical on the configured origin and og tags', async () => {
    const html = await pageHtml(path);
    const links = tags(html, 'link');
    const canonical = links.filter((l) => l.rel === 'canonical');
    expect(canonical).toEqual([{ rel: 'canonical', href: testSiteUrl + path }]);
    const og = Object.fromEntries(
      tags(html, 'meta')
        .filter((m) => m.property?.startsWith('og:'))
        .map((m) => [m.property!, m.content!]),
    );
    expect(og['og:url']).toBe(testSiteUrl + path);
    expect(og['og:locale']).toBe(langTag[page.lang].replace('-', '_'));
    expect(og['og:title']).toBeTruthy();
    expect(og['og:description']).toBeTruthy();
  });

  it('has reciprocal hreflang alternates fr-BE, nl-BE and x-default', async () => {
    const html = await pageHtml(path);
    const alternates = tags(html, 'link').filter((l) => l.rel === 'alternate');
    const expected = {
      'fr-BE': testSiteUrl + page.route.paths.fr,
      'nl-BE': testSiteUrl + page.route.paths.nl,
      'x-default': testSiteUrl + page.route.paths.fr,
    };
    expect(Object.fromEntries(alternates.map((l) => [l.hreflang, l.href]))).toEqual(expected);
    // The twin names this page back.
    const twin = await pageHtml(page.route.paths[otherLang(page.lang)]);
    const back = tags(twin, 'link').filter((l) => l.rel === 'alternate' && l.hreflang === langTag[page.lang]);
    expect(back.map((l) => l.href)).toEqual([testSiteUrl + path]);
  });

  it('carries structured data that parses, of the right types', async () => {
    const data = jsonLdBlocks(await pageHtml(path));
    const types = data.map((d) => d['@type']);
    if (page.route.kind === 'home') {
      expect(types).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness', 'WebSite', 'ItemList']));
      const nav = data.find((d) => d['@type'] === 'ItemList') as { itemListElement: { '@type': string }[] };
      expect(nav.itemListElement.every((item) => item['@type'] === 'SiteNavigationElement')).toBe(true);
    } else if (page.route.kind === 'legal') {
      expect(types).toEqual(['WebPage', 'BreadcrumbList']);
    } else {
      expect(types).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList']));
    }
    for (const d of data) expect(JSON.stringify(d)).not.toMatch(/localhost/);
  });

  it('has the frame: header, language toggle to its twin, quote button, footer with the four services and the legal pages', async () => {
    const html = await pageHtml(path);
    expect(html).toContain('data-site-header');
    const toggle = tags(html, 'a').find((a) => a['data-lang-switch']);
    expect(toggle?.href).toBe(page.route.paths[otherLang(page.lang)]);
    expect(tags(html, 'a').some((a) => a.href === `/${page.lang}/#contact` && a.class?.includes('header-quote'))).toBe(true);
    const footer = html.slice(html.indexOf('<footer'));
    for (const route of routes.filter((r) => r.kind === 'service' || r.kind === 'legal'))
      expect(footer).toContain(`href="${route.paths[page.lang]}"`);
    expect(footer).toContain(`© ${new Date().getFullYear()}`);
  });

  it('has no inline executable script and no inline event handler', async () => {
    const html = await pageHtml(path);
    const scripts = tags(html, 'script');
    for (const script of scripts) {
      const inline = !script.src;
      if (inline) expect(['application/json', 'application/ld+json']).toContain(script.type);
    }
    expect(html).not.toMatch(/\son[a-z]+="/i);
    expect(html).not.toMatch(/style="/);
  });
});
