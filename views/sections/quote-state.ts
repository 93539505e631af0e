import type { ContactPrefill } from '../../shared/contact/draft';
import { placeIndex } from '../../shared/places/list';
import type { TripEstimate } from '../../shared/offer/trip-zone';
import { momentOf } from '../../shared/offer/moment';
import { estimateTrip } from '../../shared/offer/trip-zone';
import type { WizardState } from '../../shared/offer/simulator-state';
import { withRouteEstimate, wizardFromQuery } from '../../shared/offer/simulator-state';
import { optionPromise } from '../islands/simulator/option-promise';
import { quoteRequest } from '../islands/simulator/summary';
import { momentWords } from '../../shared/contact/request';
import { whenFromParam } from '../../shared/offer/moment';
import { whenParam } from '../../shared/offer/moment';
import type { Site } from '../site-context';

/** What a page with the simulator makes of its query: the wizard's state, the places found, and what the request form holds. */
export type QuoteState = { wizard: WizardState; estimate: TripEstimate | null; request: ContactPrefill };

/**
 * Reads the simulator's state from a page's query (home, city and service pages). Places typed
 * (quick quote, step 1, step 4) are looked up here, so that a page without JavaScript gets its zone
 * and estimate; a result in the URL (a shared one, or the quote link) arrives with the trip, the
 * product, the size, the moment (issue 36: `when`, "as soon as possible" counted from the request's time) and the price
 * already in the request form.
 */
export function quoteStateOf(site: Site, query: Record<string, unknown>): QuoteState {
  const asked = wizardFromQuery(query);
  const typedPlaces = asked.route.from !== '' || asked.route.to !== '';
  const estimate = typedPlaces ? estimateTrip(asked.route, placeIndex, site.lang) : null;
  const wizard = withRouteEstimate(asked, estimate);
  const at = wizard.when && { when: wizard.when, moment: momentOf(wizard.when, site.now) };
  const request =
    wizard.step === 'result'
      ? requestContext(
          site,
          quoteRequest(site.t.simulator, site.lang, site.f, wizard.shipment, wizard.route, estimate, at),
          wizard,
          estimate,
          query.when,
        )
      : {};
  return { wizard, estimate, request };
}

/**
 * The request's context a result puts in the form (issue 36): the product line's cell it priced (the product, its
 * cover), and the moment of the URL's `when` (anything else is ignored), in words in the `when` field.
 */
function requestContext(
  site: Site,
  prefill: ContactPrefill,
  wizard: WizardState,
  estimate: TripEstimate | null,
  when: unknown,
): ContactPrefill {
  const moment = whenFromParam(when);
  return {
    ...prefill,
    cell: optionPromise(site.lang, wizard.shipment, estimate).cell,
    moment: moment ? whenParam(moment) : '',
    when: moment ? momentWords(moment, site.t.contactForm.moment, site.lang) : '',
  };
}
