import type { HomeCopy } from '../../shared/content/types';
import { coverageMapAlt } from '../map-text';
import { useSite } from '../site-context';
import { MapImage } from './map-image';
import { PlaceList } from './place-list';
import { SectionHead } from './section-head';

/** Where the company delivers: the Belgian cities, the four neighbouring countries, the map. */
export function CoverageSection({ copy }: { copy: HomeCopy['coverage'] }) {
  const { assets, lang, t } = useSite();
  return (
    <section id="coverage" className="section" aria-labelledby="coverage-title">
      <div className="container">
        <SectionHead id="coverage-title" title={copy.title} lead={copy.lead} />
        <div className="two-cols">
          <div>
            <h3>{copy.belgiumTitle}</h3>
            <PlaceList block="belgium" places={copy.belgium} />
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
