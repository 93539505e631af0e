import type { HomeCopy } from '../../shared/content/schemas/home';
import { routeOf } from '../../shared/routes';
import { coverageMapAlt } from '../map-text';
import { useSite } from '../site-context';
import { MapImage } from './map-image';
import { PlaceList } from './place-list';
import { SectionHead } from './section-head';

/**
 * Where the company delivers: the Belgian cities (those with a page of their own link to it, as
 * their card in the cities section does), the four neighbouring countries, the map.
 */
export function CoverageSection({ copy, cityCards }: { copy: HomeCopy['coverage']; cityCards: HomeCopy['cities']['cards'] }) {
  const { assets, lang, t } = useSite();
  const links = Object.fromEntries(
    cityCards.flatMap((card) => (card.cityId ? [[card.name, routeOf('city', card.cityId).paths[lang]]] : [])),
  );
  return (
    <section id="coverage" className="section" aria-labelledby="coverage-title">
      <div className="container">
        <SectionHead id="coverage-title" title={copy.title} lead={copy.lead} />
        <div className="two-cols">
          <div>
            <h3>{copy.belgiumTitle}</h3>
            <PlaceList block="belgium" places={copy.belgium} links={links} />
          </div>
          <div>
            <h3>{copy.internationalTitle}</h3>
            <p>{copy.internationalText}</p>
            <PlaceList block="countries" places={copy.countries} icon="globe" />
            <MapImage map={assets.maps.home[lang]} alt={coverageMapAlt(t, copy.belgium.length)} />
          </div>
        </div>
      </div>
    </section>
  );
}
