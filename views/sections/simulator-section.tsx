import { placeIndex } from '../../shared/place-list';
import type { RouteEstimate } from '../../shared/places';
import { placeOptions } from '../../shared/places';
import { isBrusselsZone } from '../../shared/pricing';
import { homePath } from '../../shared/routes';
import type { WizardState } from '../../shared/simulator-state';
import { homeSections } from '../anchors';
import { Island } from '../island';
import { serverPlacesListId } from '../islands/simulator/places';
import { useSite } from '../site-context';
import { SectionHead } from './section-head';

/**
 * The home page's price simulator section; the wizard starts at the state the URL gave. A page that
 * opens at step 4 of a zone priced by distance also carries the municipalities' names as suggestions
 * for the place fields, outside the island, so that they work without JavaScript.
 */
export function SimulatorSection({
  copy,
  initial,
  estimate,
}: {
  copy: { title: string; lead: string };
  initial: WizardState;
  estimate: RouteEstimate | null;
}) {
  const { lang, t, assets } = useSite();
  const takesPlaces = initial.step === 4 && !isBrusselsZone(initial.shipment.zone);
  return (
    <section id={homeSections.simulator} className="section" aria-labelledby="simulator-title">
      <div className="container">
        <SectionHead id="simulator-title" title={copy.title} lead={copy.lead} />
        <Island
          name="simulator"
          props={{ lang, labels: t.simulator, action: homePath(lang), initial, placesUrl: assets.places, estimate }}
        />
        {takesPlaces && (
          <datalist id={serverPlacesListId}>
            {placeOptions(placeIndex.places, lang).map((option) => (
              <option key={option.value} value={option.value} label={option.label || undefined} />
            ))}
          </datalist>
        )}
      </div>
    </section>
  );
}
