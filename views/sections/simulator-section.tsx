import { placeIndex } from '../../shared/places/list';
import type { TripEstimate } from '../../shared/offer/trip-zone';
import { placeOptions } from '../../shared/places/places';
import { homePath } from '../../shared/routes';
import type { WizardState } from '../../shared/offer/simulator-state';
import { homeSections } from '../anchors';
import { Island } from '../island';
import { serverPlacesListId, takesServerPlaces } from '../islands/simulator/places';
import { telHref, useSite } from '../site-context';
import { SectionHead } from './section-head';

/**
 * The home page's price simulator section; the wizard starts at the state the URL gave. A page that
 * opens at step 4, or at step 1 with places typed, also carries the places' names as suggestions
 * for the place fields, outside the island, so that they work without JavaScript.
 */
export function SimulatorSection({
  copy,
  initial,
  estimate,
}: {
  copy: { title: string; lead: string };
  initial: WizardState;
  estimate: TripEstimate | null;
}) {
  const { lang, t, assets, company, now } = useSite();
  const takesPlaces = takesServerPlaces(initial);
  return (
    <section id={homeSections.simulator} className="section" aria-labelledby="simulator-title">
      <div className="container">
        <SectionHead id="simulator-title" title={copy.title} lead={copy.lead} />
        <Island
          name="simulator"
          props={{
            lang,
            labels: t.simulator,
            action: homePath(lang),
            initial,
            placesUrl: assets.places,
            estimate,
            phoneHref: telHref(company.phone),
            // "As soon as possible" wakes on the moment the server priced; the island's clock takes over once awake.
            ...(initial.when === 'asap' ? { now: now.getTime() } : {}),
          }}
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
