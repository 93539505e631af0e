import { describe, expect, it } from 'vitest';
import { decideRoute, preferredLang } from '../../server/router';
import { pages } from '../../shared/routes';

const get = (url: string, extra: { chosenLang?: string; acceptLanguage?: string } = {}) => decideRoute({ method: 'GET', url, ...extra });

describe('decideRoute', () => {
  it('serves every page of the table at its trailing-slash path', () => {
    for (const page of pages) expect(get(page.path)).toEqual({ type: 'page', page });
  });

  it('redirects the slash-less path with 301, keeping the query', () => {
    for (const page of pages) {
      expect(get(page.path.slice(0, -1))).toEqual({ type: 'redirect', status: 301, location: page.path, byLanguage: false });
    }
    expect(get('/fr?zone=national&step=2')).toMatchObject({ location: '/fr/?zone=national&step=2' });
  });

  it('redirects / by the cookie first, then Accept-Language, then French', () => {
    expect(get('/')).toMatchObject({ status: 302, location: '/fr/', byLanguage: true });
    expect(get('/', { acceptLanguage: 'nl-BE,nl;q=0.9,fr;q=0.8' })).toMatchObject({ location: '/nl/' });
    expect(get('/', { acceptLanguage: 'fr-BE,fr;q=0.9,nl;q=0.8' })).toMatchObject({ location: '/fr/' });
    expect(get('/', { acceptLanguage: 'en-US,en;q=0.9,nl;q=0.5' })).toMatchObject({ location: '/nl/' });
    expect(get('/', { acceptLanguage: 'de-DE' })).toMatchObject({ location: '/fr/' });
    expect(get('/', { acceptLanguage: 'nl', chosenLang: 'fr' })).toMatchObject({ location: '/fr/' });
    expect(get('/', { acceptLanguage: 'fr', chosenLang: 'nl' })).toMatchObject({ location: '/nl/' });
    expect(get('/', { acceptLanguage: 'fr', chosenLang: 'xx' })).toMatchObject({ location: '/fr/' });
  });

  it('answers 404 in the language of the path', () => {
    expect(get('/nope')).toEqual({ type: 'notFound', lang: 'fr' });
    expect(get('/nl/bestaat-niet/')).toEqual({ type: 'notFound', lang: 'nl' });
    expect(get('/fr/services/nulle-part/')).toEqual({ type: 'notFound', lang: 'fr' });
  });

  it("sends a folder of pages that is no page itself (/fr/services/) to its language's home page", () => {
    expect(get('/fr/services/')).toEqual({ type: 'redirect', status: 302, location: '/fr/', byLanguage: false });
    expect(get('/nl/services')).toEqual({ type: 'redirect', status: 302, location: '/nl/', byLanguage: false });
    expect(decideRoute({ method: 'POST', url: '/nl/services/' })).toEqual({ type: 'methodNotAllowed', allow: 'GET, HEAD' });
  });

  it('never produces an off-site or protocol-relative Location', () => {
    for (const url of [
      '//evil.example/',
      '/\\evil.example',
      '//evil.example/fr',
      '/%2F%2Fevil.example/fr',
      '/fr%2F',
      '/\\/evil.example/fr',
    ]) {
      const decision = get(url);
      expect(decision.type, url).toBe('notFound');
    }
    const odd = get('/fr?next=//evil.example/%0d%0a\u00e9');
    expect(odd.type).toBe('redirect');
    if (odd.type === 'redirect') {
      expect(odd.location.startsWith('/fr/?')).toBe(true);
      expect(odd.location).toMatch(/^[\x21-\x7e]+$/);
    }
  });

  it('refuses other methods on pages with 405 and the allowed ones', () => {
    expect(decideRoute({ method: 'POST', url: '/fr/' })).toEqual({ type: 'methodNotAllowed', allow: 'GET, HEAD' });
    expect(decideRoute({ method: 'DELETE', url: '/' })).toEqual({ type: 'methodNotAllowed', allow: 'GET, HEAD' });
    expect(decideRoute({ method: 'HEAD', url: '/nl/' }).type).toBe('page');
    expect(decideRoute({ method: 'POST', url: '/nope' }).type).toBe('notFound');
  });
});

describe('preferredLang (accept-language-parser)', () => {
  it.each([
    ['nl-BE;q=0.9', 'nl'],
    ['de-DE, nl;q=0.5', 'nl'],
    ['fr;q=0.1, nl;q=0.9', 'nl'],
    ['nl;q=0.1, fr;q=0.9', 'fr'],
    ['NL-be', 'nl'],
    ['zh-Hant-TW, nl', 'nl'],
    ['*', 'fr'],
    ['de-DE', 'fr'],
    ['', 'fr'],
  ] as const)('%j -> %s', (header, lang) => {
    expect(preferredLang(undefined, header)).toBe(lang);
  });

  it('lets the cookie decide before any header', () => {
    expect(preferredLang('fr', 'nl-BE;q=0.9')).toBe('fr');
    expect(preferredLang('nl', 'fr')).toBe('nl');
    expect(preferredLang('xx', 'nl')).toBe('nl');
  });

  it('copes with malformed and huge headers', () => {
    expect(preferredLang(undefined, ';;;,,,q=,=,nl;q=0.5')).toBe('nl');
    expect(preferredLang(undefined, ';;;,,,q=,=,')).toBe('fr');
    expect(preferredLang(undefined, '-,;q=1;q=2')).toBe('fr');
    // The parser keeps the language of an entry whose weight it cannot read (as weight 1).
    expect(preferredLang(undefined, 'nl;q=abc')).toBe('nl');
    expect(preferredLang(undefined, 'x'.repeat(100_000))).toBe('fr');
    expect(preferredLang(undefined, 'x'.repeat(600) + ', nl')).toBe('fr');
  });

  it('treats a weight of 0 as a refusal', () => {
    expect(preferredLang(undefined, 'nl;q=0')).toBe('fr');
    expect(preferredLang(undefined, 'fr;q=0, nl;q=0.2')).toBe('nl');
  });
});
