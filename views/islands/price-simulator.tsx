import type { FormEvent, MouseEvent } from 'react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { contactFormId, sendQuoteToContactForm } from '../../shared/contact/draft';
import { formatters } from '../../shared/format';
import type { SimulatorProps } from '../../shared/islands';
import { momentOf, quoteAt, type When } from '../../shared/offer/moment';
import { fiveCitiesOf } from '../../shared/offer/promises';
import type { PricedChoice, WizardState } from '../../shared/offer/simulator-state';
import { initialWizard, withRouteEstimate, wizardFromQuery, wizardQuery } from '../../shared/offer/simulator-state';
import type { Shipment } from '../../shared/offer/quote';
import { estimateTrip, type TripEstimate } from '../../shared/offer/trip-zone';
import type { PlaceIndex } from '../../shared/places/places';
import { anchorTo } from '../anchors';
import { CurrentStep } from './simulator/current-step';
import { HiddenFields } from './simulator/hidden-fields';
import { loadPlaces, takesServerPlaces, usePlaces } from './simulator/places';
import { euros, quoteRequest } from './simulator/summary';
import { useArrivals, useFocusOnMove } from './simulator/use-arrivals';
import { WizardButtons } from './simulator/wizard-buttons';
import { distanceProblemOf, initialView, picked, routeKmOf, simulatorReducer, withWhen } from './simulator/wizard-reducer';

/** The id of the wizard's form: the quick quote lands on it, so that a phone shows the price at once. */
export const simulatorFormId = 'simulator-wizard';

/**
 * The five-step price simulator (SPEC §4). It is one GET form whose fields carry the spec's names,
 * so without JavaScript each button submits to the server, which renders the next step from the
 * query. Once hydrated the same form runs in place: each step, each price chosen and each quick
 * quote of the page (handed over by client/boot.ts) is a new history entry (pushState), and Back
 * or a shared URL gives the same state back (issue 28). `quiet`: the island stays hidden until a
 * trip is asked (city and service pages, where the quick quote is the way in).
 * Its state is one reducer (./simulator/wizard-reducer.ts); each step is a component of ./simulator/.
 */
export function PriceSimulator({
  lang,
  labels,
  action,
  initial,
  placesUrl,
  estimate: initialEstimate,
  quiet,
  phoneHref,
  now: serverNow,
}: SimulatorProps) {
  const f = formatters(lang);
  const [view, dispatch] = useReducer(simulatorReducer, null, () => initialView(initial, initialEstimate));
  const { wizard, estimate, typed } = view;
  const { shipment, step } = wizard;
  // Once hydrated, the distance follows the places as they are chosen: the estimate button is for pages without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // When the job is needed (issue 36): "as soon as possible" is now, on the server's clock until the island is awake (so it wakes on the page it was sent), then on the browser's.
  const moment = wizard.when && momentOf(wizard.when, hydrated || serverNow === undefined ? new Date() : new Date(serverNow));
  const [places, setPlaces] = usePlaces(placesUrl, step === 4 || (step === 1 && view.placesWanted));
  const heading = useRef<HTMLHeadingElement>(null);
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnMove(view.move, heading, chosenHeading);

  // Places typed before their list arrived are looked up as it arrives, not when the field is left:
  // the estimate's line appearing as the visitor taps Next would move the button from under the finger.
  useEffect(() => {
    if (places) dispatch({ type: 'placesArrived', places, lang });
  }, [places, lang]);

  /** The address of a state: this page, the state's query, the simulator's anchor. */
  const urlOf = (next: WizardState) => `${action}${next === initialWizard ? '' : `?${wizardQuery(next)}`}${anchorTo('simulator')}`;

  /** Shows a state; `history`: a new entry (a move of the visitor), or none (Back). */
  const go = (next: WizardState, found: TripEstimate | null, history: 'push' | 'none', to: 'step' | 'chosen' = 'step') => {
    dispatch({ type: 'arrive', wizard: next, estimate: found, to });
    if (history === 'push') window.history.pushState(null, '', urlOf(next));
  };

  /** Goes to the state a query asks for (a submit, a quick quote, Back), the places looked up first. */
  const arrive = (query: Record<string, string>, history: 'push' | 'none', to: 'step' | 'chosen' = 'step') => {
    const asked = wizardFromQuery(query);
    if (!asked.route.from && !asked.route.to) return go(asked, null, history, to);
    const land = (index: PlaceIndex) => {
      const found = estimateTrip(asked.route, index, lang);
      go(withRouteEstimate(asked, found), found, history, to);
    };
    if (places) return land(places);
    // Places typed before their list arrived: wait for it, or let the server estimate if it cannot come.
    loadPlaces(placesUrl).then(
      (index) => {
        setPlaces(index);
        land(index);
      },
      () => location.assign(`${action}?${new URLSearchParams(query)}${anchorTo('simulator')}`),
    );
  };
  useArrivals(formRef, arrive);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const query: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, key) => {
      // The moment may come twice (the date field and "as soon as possible"): the first one not empty is the visitor's, as on the server.
      if (key === 'when' && (value === '' || 'when' in query)) return;
      query[key] = String(value);
    });
    if (submitter?.name) query[submitter.name] = submitter.value;
    arrive(query, 'push', query.pick ? 'chosen' : 'step');
  };

  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go(initialWizard, null, 'push');
  };

  // A price of the trip chosen: the result shows that option, its options and the quote button.
  const onPick = (choice: PricedChoice, event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    go(picked(wizard, choice), estimate, 'push', 'chosen');
  };

  // An option ticked on the result changes the price in place; the URL follows, without a new history entry.
  const updateResult = (change: Partial<Shipment>) => {
    dispatch({ type: 'choose', change });
    window.history.replaceState(null, '', urlOf({ ...wizard, shipment: { ...shipment, ...change }, distanceProblem: null }));
  };

  // A moment chosen on the result changes its prices and promises in place; the URL follows, without a new history entry.
  const updateWhen = (when: When | undefined) => {
    dispatch({ type: 'when', when });
    window.history.replaceState(null, '', urlOf(withWhen(wizard, when)));
  };

  // The five cities' same-day promise holds only while the estimate is the one the shipment was priced on.
  const cities = estimate?.kind === 'known' && estimate.zone === shipment.zone ? fiveCitiesOf(estimate.from, estimate.to) : undefined;
  // The quote link carries the estimate in its URL (the server prefills the form from it without
  // JavaScript); here the form is filled in place and takes the focus.
  const onQuote = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    sendQuoteToContactForm(
      quoteRequest(labels, lang, f, shipment, typed, estimate, wizard.when && moment ? { when: wizard.when, moment } : undefined),
    );
  };
  const asleep = Boolean(quiet) && step === 1 && !wizard.route.from && !wizard.route.to;
  const problem = distanceProblemOf(view);

  return (
    <form
      ref={formRef}
      className="simulator"
      id={simulatorFormId}
      method="get"
      action={`${action}${anchorTo('simulator')}`}
      onSubmit={onSubmit}
      aria-label={labels.label}
      hidden={asleep || undefined}
    >
      <HiddenFields shipment={shipment} step={step} route={typed} routeKm={routeKmOf(view)} when={wizard.when} />
      <CurrentStep
        view={view}
        lang={lang}
        labels={labels}
        f={f}
        headings={{ step: heading, chosen: chosenHeading }}
        places={places}
        serverList={takesServerPlaces(initial)}
        hydrated={hydrated}
        cities={cities}
        problem={problem}
        dispatch={dispatch}
        result={{
          update: updateResult,
          onPick,
          quoteHref: `${action}?${wizardQuery(wizard)}#${contactFormId}`,
          onQuote,
          moment,
          onWhen: updateWhen,
          phoneHref,
        }}
      />
      <p className="visually-hidden" role="status">
        {step === 'result' ? `${labels.result.total} ${euros(f, quoteAt(shipment, moment).total)}` : ''}
      </p>
      <WizardButtons
        labels={labels}
        step={step}
        zone={shipment.zone}
        blocked={step === 4 && problem !== null}
        resetHref={`${action}${anchorTo('simulator')}`}
        onReset={onReset}
      />
    </form>
  );
}
