import type { FormEvent, MouseEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { contactFormId, sendQuoteToContactForm } from '../../shared/contact/draft';
import { formatters } from '../../shared/format';
import { fill } from '../../shared/i18n/fill';
import type { SimulatorProps } from '../../shared/islands';
import { quickQuoteAttribute, quickQuoteEvent } from '../../shared/islands';
import type { PlaceIndex, RouteText } from '../../shared/places/places';
import type { TripEstimate } from '../../shared/offer/trip-zone';
import { maxPlaceLength } from '../../shared/places/places';
import { estimateTrip } from '../../shared/offer/trip-zone';
import type { Shipment } from '../../shared/offer/quote';
import { quote } from '../../shared/offer/quote';
import { distanceGate, isBrusselsZone } from '../../shared/offer/tariff';
import type { DistanceProblem, PricedChoice, WizardState } from '../../shared/offer/simulator-state';
import { initialWizard, parseDistance, withRouteEstimate, wizardFromQuery, wizardQuery } from '../../shared/offer/simulator-state';
import { fiveCitiesOf } from '../../shared/offer/index';
import { anchorTo } from '../anchors';
import { SpeedStep, VehicleStep, ZoneStep } from './simulator/choice-steps';
import { DistanceStep } from './simulator/distance-step';
import { HiddenFields, showsPlaces } from './simulator/hidden-fields';
import { OptionsStep } from './simulator/options-step';
import { PlaceFields } from './simulator/place-fields';
import { loadPlaces, pairOf, takesServerPlaces, usePlaces } from './simulator/places';
import { Result } from './simulator/result';
import { RouteLine } from './simulator/route-line';
import { euros, quoteRequest } from './simulator/summary';
import { WizardButtons } from './simulator/wizard-buttons';

const totalSteps = 5;

/** The id of the wizard's form: the quick quote lands on it, so that a phone shows the price at once. */
export const simulatorFormId = 'simulator-wizard';

/**
 * The five-step price simulator (SPEC §4). It is one GET form whose fields carry the spec's names,
 * so without JavaScript each button submits to the server, which renders the next step from the
 * query. Once hydrated the same form runs in place: each step, each price chosen and each quick
 * quote of the page (handed over by client/boot.ts) is a new history entry (pushState), and Back
 * or a shared URL gives the same state back (issue 28). `quiet`: the island stays hidden until a
 * trip is asked (city and service pages, where the quick quote is the way in).
 * Two places, typed at step 1, at step 4 or in a quick quote, set the zone and the distance
 * (shared/offer/simulator-state.ts). Each step is a component of ./simulator/; this one holds the state and the submit.
 */
export function PriceSimulator({ lang, labels, action, initial, placesUrl, estimate: initialEstimate, quiet }: SimulatorProps) {
  const f = formatters(lang);
  const [state, setState] = useState<WizardState>(initial);
  const [distanceText, setDistanceText] = useState(String(initial.shipment.distanceKm));
  // Until the visitor edits the distance, the problem the state came with (from the URL) stands.
  const [distanceEdited, setDistanceEdited] = useState(false);
  const [route, setRoute] = useState<RouteText>({ from: initial.route.from, to: initial.route.to });
  const [estimate, setEstimate] = useState<TripEstimate | null>(initialEstimate);
  // Once hydrated, the distance follows the places as they are chosen: the estimate button is for pages without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  // The list of places is fetched at step 4, or at step 1 once a place field is focused or holds a name.
  const [placesWanted, setPlacesWanted] = useState(Boolean(initial.route.from || initial.route.to));
  const filledPair = useRef(pairOf(initialEstimate));
  // The server wrote its suggestions into the page for the state it rendered (views/sections/simulator-section.tsx).
  const serverList = takesServerPlaces(initial);
  const heading = useRef<HTMLHeadingElement>(null);
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Each move of the visitor (a step, a price chosen) brings its heading to the top of the screen and takes the focus there.
  const [move, setMove] = useState<{ count: number; to: 'step' | 'chosen' }>({ count: 0, to: 'step' });
  const { shipment, step } = state;
  const [places, setPlaces] = usePlaces(placesUrl, step === 4 || (step === 1 && placesWanted));

  useEffect(() => {
    if (move.count === 0) return;
    const target = move.to === 'chosen' ? chosenHeading.current : heading.current;
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [move]);

  useEffect(() => setHydrated(true), []);

  // The gate is derived from what is typed, so Next enables as soon as the distance is right.
  const typed = parseDistance(distanceText);
  const problem: DistanceProblem | null =
    step === 4 && !isBrusselsZone(shipment.zone) && distanceEdited && !(estimate?.kind === 'known' && typed.km === estimate.km)
      ? (typed.problem ?? distanceGate({ zone: shipment.zone, distanceKm: typed.km }))
      : state.distanceProblem;

  // The distance the places gave, carried so that a distance still equal to it follows the places.
  const routeKm = estimate?.kind === 'known' && pairOf(estimate) === filledPair.current ? estimate.km : state.route.km;

  /** The address of a state: this page, the state's query, the simulator's anchor. */
  const urlOf = (next: WizardState) => `${action}${next === initialWizard ? '' : `?${wizardQuery(next)}`}${anchorTo('simulator')}`;

  /** Shows a state; `history`: a new entry (a move of the visitor), the same one (an option ticked), or none (Back). */
  const go = (next: WizardState, found: TripEstimate | null, how: { history: 'push' | 'replace' | 'none'; to?: 'step' | 'chosen' }) => {
    setMove((current) => ({ count: current.count + 1, to: how.to ?? 'step' }));
    setState(next);
    setDistanceText(String(next.shipment.distanceKm));
    setDistanceEdited(false);
    setRoute({ from: next.route.from, to: next.route.to });
    setEstimate(found);
    filledPair.current = pairOf(found);
    if (how.history === 'push') history.pushState(null, '', urlOf(next));
    else if (how.history === 'replace') history.replaceState(null, '', urlOf(next));
  };

  /** Goes to the state a query asks for (a submit, a quick quote, Back), the places looked up first. */
  const arrive = (query: Record<string, string>, how: Parameters<typeof go>[2]) => {
    const asked = wizardFromQuery(query);
    if (!asked.route.from && !asked.route.to) return go(asked, null, how);
    const land = (index: PlaceIndex) => {
      const found = estimateTrip(asked.route, index, lang);
      go(withRouteEstimate(asked, found), found, how);
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget);
    const query: Record<string, string> = {};
    data.forEach((value, key) => {
      query[key] = String(value);
    });
    if (submitter?.name) query[submitter.name] = submitter.value;
    arrive(query, { history: 'push', to: query.pick ? 'chosen' : 'step' });
  };

  // A quick quote of the page, handed over by client/boot.ts (now, or before this island woke), and Back and Forward.
  const arriveRef = useRef(arrive);
  arriveRef.current = arrive;
  useEffect(() => {
    const root = formRef.current?.closest('[data-island]');
    if (!root) return;
    const take = () => {
      const asked = root.getAttribute(quickQuoteAttribute);
      if (asked === null) return;
      root.removeAttribute(quickQuoteAttribute);
      arriveRef.current(Object.fromEntries(new URLSearchParams(asked)), { history: 'push' });
    };
    const back = () => arriveRef.current(Object.fromEntries(new URLSearchParams(location.search)), { history: 'none' });
    take();
    root.addEventListener(quickQuoteEvent, take);
    window.addEventListener('popstate', back);
    return () => {
      root.removeEventListener(quickQuoteEvent, take);
      window.removeEventListener('popstate', back);
    };
  }, []);

  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go(initialWizard, null, { history: 'push' });
  };

  // A price of the trip chosen: the result shows that option, its options and the quote button.
  const onPick = (choice: PricedChoice, event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const next = { ...state, shipment: { ...shipment, ...choice }, step: 'result' as const, distanceProblem: null };
    go(next, estimate, { history: 'push', to: 'chosen' });
  };

  // An option ticked on the result changes the price in place; the URL follows, without a new history entry.
  const updateResult = (change: Partial<Shipment>) => {
    const next = { ...state, shipment: { ...shipment, ...change }, distanceProblem: null };
    setState(next);
    history.replaceState(null, '', urlOf(next));
  };

  const update = (change: Partial<Shipment>) =>
    setState((current) => ({ ...current, shipment: { ...current.shipment, ...change }, distanceProblem: null }));

  // Both places known: a new pair fills the distance with its estimate (and at step 1 chooses the zone).
  const follow = (next: RouteText, index: PlaceIndex) => {
    const found = estimateTrip(next, index, lang);
    if (found?.kind === 'known') {
      setEstimate(found);
      update({ zone: found.zone });
      if (pairOf(found) !== filledPair.current) {
        filledPair.current = pairOf(found);
        setDistanceText(String(found.km));
        setDistanceEdited(true);
      }
    } else if (estimate?.kind === 'known' || found === null) {
      // The estimate on screen no longer matches the fields; a name being typed is judged when the field is left.
      setEstimate(null);
    }
  };

  // A place typed or picked.
  const onPlace = (field: keyof RouteText, value: string) => {
    const next = { ...route, [field]: value.slice(0, maxPlaceLength) };
    setRoute(next);
    setPlacesWanted(true);
    if (places) follow(next, places);
  };

  // Places typed before their list arrived are looked up as it arrives, not when the field is left:
  // the estimate's line appearing as the visitor taps Next would move the button from under the finger.
  useEffect(() => {
    if (places && estimate?.kind !== 'known') follow(route, places);
  }, [places]);

  // Leaving a place field says whether we know its name.
  const onPlaceDone = () => {
    if (places) setEstimate(estimateTrip(route, places, lang));
  };

  // The five cities' same-day promise holds only while the estimate is the one the shipment was priced on.
  const cities = estimate?.kind === 'known' && estimate.zone === shipment.zone ? fiveCitiesOf(estimate.from, estimate.to) : undefined;
  // The quote link carries the estimate in its URL (the server prefills the form from it without
  // JavaScript); here the form is filled in place and takes the focus.
  const onQuote = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    sendQuoteToContactForm(quoteRequest(labels, lang, f, shipment, route, estimate));
  };
  const quoteHref = `${action}?${wizardQuery(state)}#${contactFormId}`;
  const asleep = Boolean(quiet) && step === 1 && !state.route.from && !state.route.to;

  const title = (n: number, name: string) => fill(labels.stepOf, { step: n, total: totalSteps, title: name });

  const placeFields = showsPlaces(step) && (
    <PlaceFields
      labels={labels}
      lang={lang}
      route={route}
      places={places}
      estimate={estimate}
      hydrated={hydrated}
      estimateButton={step === 4}
      serverList={serverList}
      onPlace={onPlace}
      onFocus={() => setPlacesWanted(true)}
      onDone={onPlaceDone}
    />
  );
  const derived =
    estimate?.kind === 'known'
      ? `${fill(labels.route.zone, { zone: labels.zones[estimate.zone].name })} · ${fill(labels.route.estimate, { km: f.num(estimate.km) })}`
      : null;
  const routeLine = <RouteLine labels={labels} lang={lang} f={f} estimate={estimate} zone={shipment.zone} />;

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
      <HiddenFields shipment={shipment} step={step} route={route} routeKm={routeKm} />
      {step !== 1 && step !== 4 && step !== 'result' && routeLine}
      {step === 1 && (
        <ZoneStep
          heading={heading}
          title={title(1, labels.steps.zone)}
          labels={labels}
          value={shipment.zone}
          onChange={(zone) => update({ zone })}
          places={placeFields}
          derived={derived}
        />
      )}
      {step === 2 && (
        <VehicleStep
          heading={heading}
          title={title(2, labels.steps.vehicle)}
          labels={labels}
          value={shipment.vehicle}
          onChange={(vehicle) => update({ vehicle })}
        />
      )}
      {step === 3 && (
        <SpeedStep
          heading={heading}
          title={title(3, labels.steps.speed)}
          labels={labels}
          lang={lang}
          shipment={shipment}
          cities={cities}
          onChange={(speed) => update({ speed })}
        />
      )}
      {step === 4 && (
        <DistanceStep
          heading={heading}
          title={title(4, labels.steps.distance)}
          labels={labels}
          places={placeFields}
          distanceText={distanceText}
          onDistance={(text) => {
            setDistanceText(text);
            setDistanceEdited(true);
          }}
          estimateText={derived}
          problem={problem}
        />
      )}
      {step === 5 && (
        <OptionsStep
          heading={heading}
          title={title(5, labels.steps.options)}
          labels={labels}
          lang={lang}
          f={f}
          shipment={shipment}
          update={update}
        />
      )}
      {step === 'result' && (
        <Result
          heading={heading}
          chosenHeading={chosenHeading}
          labels={labels}
          shipment={shipment}
          lang={lang}
          route={routeLine}
          ends={estimate}
          hydrated={hydrated}
          update={updateResult}
          onPick={onPick}
          quoteHref={quoteHref}
          onQuote={onQuote}
        />
      )}
      <p className="visually-hidden" role="status">
        {step === 'result' ? `${labels.result.total} ${euros(f, quote(shipment).total)}` : ''}
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
