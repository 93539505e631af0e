import { describe, expect, it } from 'vitest';
import { langs } from '../../shared/langs';
import { cityIds, findPage, legalIds, pages, routes, serviceIds } from '../../shared/routes';

describe('route table', () => {
  it('has the 42 pages of SPEC §2 (2 home, 16 city and 4 service pages per language), the 6 legal pages and the 2 tariffs pages', () => {
    expect(pages).toHaveLength(50);
    for (const lang of langs) {
      const mine = pages.filter((page) => page.lang === lang);
      expect(mine.filter((page) => page.route.kind === 'home')).toHaveLength(1);
      expect(mine.filter((page) => page.route.kind === 'city')).toHaveLength(cityIds.length);
      expect(mine.filter((page) => page.route.kind === 'service')).toHaveLength(serviceIds.length);
      expect(mine.filter((page) => page.route.kind === 'legal')).toHaveLength(legalIds.length);
      expect(mine.filter((page) => page.route.kind === 'tariffs')).toHaveLength(1);
    }
    expect(legalIds).toHaveLength(3);
    expect(cityIds).toHaveLength(16);
    expect(serviceIds).toHaveLength(4);
  });

  it('gives every page a unique trailing-slash path under its language', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages) {
      expect(page.path.startsWith(`/${page.lang}/`)).toBe(true);
      expect(page.path.endsWith('/')).toBe(true);
      expect(page.path).toMatch(/^\/[a-z0-9/-]+\/$/);
      expect(findPage(page.path)).toBe(page);
    }
  });

  it('pairs each page with its twin in the other language', () => {
    for (const route of routes) {
      expect(findPage(route.paths.fr)?.route).toBe(route);
      expect(findPage(route.paths.nl)?.route).toBe(route);
    }
  });

  it('uses the slugs and pairings of SPEC §2', () => {
    const pairs: [string, string][] = [
      ['/fr/', '/nl/'],
      ['/fr/livraison-express-bruxelles/', '/nl/expresslevering-brussel/'],
      ['/fr/livraison-express-anvers/', '/nl/expresslevering-antwerpen/'],
      ['/fr/livraison-express-gand/', '/nl/expresslevering-gent/'],
      ['/fr/livraison-express-liege/', '/nl/expresslevering-luik/'],
      ['/fr/livraison-express-charleroi/', '/nl/expresslevering-charleroi/'],
      ['/fr/livraison-express-anderlecht/', '/nl/expresslevering-anderlecht/'],
      ['/fr/livraison-express-ixelles/', '/nl/expresslevering-elsene/'],
      ['/fr/livraison-express-schaerbeek/', '/nl/expresslevering-schaarbeek/'],
      ['/fr/livraison-express-saint-gilles/', '/nl/expresslevering-sint-gillis/'],
      ['/fr/livraison-express-uccle/', '/nl/expresslevering-ukkel/'],
      ['/fr/livraison-express-forest/', '/nl/expresslevering-vorst/'],
      ['/fr/livraison-express-etterbeek/', '/nl/expresslevering-etterbeek/'],
      ['/fr/livraison-express-auderghem/', '/nl/expresslevering-oudergem/'],
      ['/fr/livraison-express-woluwe-saint-lambert/', '/nl/expresslevering-sint-lambrechts-woluwe/'],
      ['/fr/livraison-express-woluwe-saint-pierre/', '/nl/expresslevering-sint-pieters-woluwe/'],
      ['/fr/livraison-express-saint-josse/', '/nl/expresslevering-sint-joost/'],
      ['/fr/services/livraison-express/', '/nl/services/expresslevering/'],
      ['/fr/services/transport-colis/', '/nl/services/pakketvervoer/'],
      ['/fr/services/petites-palettes/', '/nl/services/kleine-pallets/'],
      ['/fr/services/livraison-urgente/', '/nl/services/spoedlevering/'],
      ['/fr/mentions-legales/', '/nl/wettelijke-vermeldingen/'],
      ['/fr/vie-privee/', '/nl/privacy/'],
      ['/fr/conditions-generales/', '/nl/algemene-voorwaarden/'],
      ['/fr/tarifs/', '/nl/tarieven/'],
    ];
    expect(pairs).toHaveLength(routes.length);
    for (const [fr, nl] of pairs) {
      const route = findPage(fr)?.route;
      expect(route, fr).toBeDefined();
      expect(route?.paths.nl).toBe(nl);
    }
  });
});
