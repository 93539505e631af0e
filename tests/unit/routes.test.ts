import { describe, expect, it } from 'vitest';
import { findPage, pages, routes } from '../../shared/routes';

// The table is built from the id and slug lists of shared/routes.ts: what its construction makes true
// (one path per language, the /fr/ or /nl/ prefix, the twin) is not tested again here; what the
// lists could get wrong is.
describe('route table', () => {
  it('gives every page a path of its own, in lower-case ASCII words joined by hyphens', () => {
    // Two slugs alike would leave one page unreachable: findPage keeps one page per path.
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/(?:fr|nl)\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*$/);
      expect(findPage(path)?.path).toBe(path);
    }
  });

  // The public URLs (SPEC §2): the one list of them in the tests; a changed slug breaks inbound links.
  it('serves the paths of SPEC §2, each paired with its twin', () => {
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
