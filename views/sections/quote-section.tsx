import { placeIndex } from '../../shared/places/list';
import { placeOptions } from '../../shared/places/places';
import { homeSections } from '../anchors';
import { Island } from '../island';
import { serverPlacesListId, takesServerPlaces } from '../islands/simulator/places';
import { telHref, useSite } from '../site-context';
import type { QuoteState } from './quote-state';

/**
 * The price and the request on a city or service page (issue 28), just below its hero: the
 * simulator, hidden until the page's quick quote asks for a trip (then every price of the trip, the
 * option chosen and its options), and the request form, which the quote button fills. Without
 * JavaScript the quick quote comes back to this page with the trip in its URL, and the server shows both.
 */
export function QuoteSection({ state, action, mailTo }: { state: QuoteState; action: string; mailTo: string }) {
  const { lang, t, assets, company, now } = useSite();
  return (
    <section id={homeSections.simulator} className="section quote-section" aria-labelledby="quote-title">
      <div className="container">
        <h2 id="quote-title">{t.quote.title}</h2>
        <Island
          name="simulator"
          props={{
            lang,
            labels: t.simulator,
            action,
            initial: state.wizard,
            placesUrl: assets.places,
            estimate: state.estimate,
            quiet: true,
            phoneHref: telHref(company.phone),
            ...(state.wizard.when === 'asap' ? { now: now.getTime() } : {}),
          }}
        />
        {takesServerPlaces(state.wizard) && (
          <datalist id={serverPlacesListId}>
            {placeOptions(placeIndex.places, lang).map((option) => (
              <option key={option.value} value={option.value} label={option.label || undefined} />
            ))}
          </datalist>
        )}
        <div className="card contact-form-card">
          <h3>{t.quote.formTitle}</h3>
          <Island name="contact" props={{ lang, labels: t.contactForm, to: mailTo, phone: company.phone, initial: state.request }} />
        </div>
      </div>
    </section>
  );
}
