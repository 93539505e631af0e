import type { FormEvent, MouseEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { contactFormId, sendQuoteToContactForm } from '../../shared/contact-draft';
import { formatters } from '../../shared/format';
import { fill } from '../../shared/i18n/fill';
import type { SimulatorProps } from '../../shared/islands';
import type { PlaceIndex, RouteEstimate, RouteText } from '../../shared/places';
import { estimateRoute, maxPlaceLength } from '../../shared/places';
import type { Shipment } from '../../shared/pricing';
import { distanceGate, isBrusselsZone, quote } from '../../shared/pricing';
import type { DistanceProblem, WizardState } from '../../shared/simulator-state';
import { initialWizard, parseDistance, withRouteEstimate, wizardFromQuery, wizardQuery } from '../../shared/simulator-state';
import { fiveCitiesOf, promiseWords, tripPromise } from '../../shared/offer/index';
import { anchorTo } from '../anchors';
import { UrgencyStep, VehicleStep, ZoneStep } from './simulator/choice-steps';
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
 * query. Once hydrated the same form runs in place and keeps the URL in step (replaceState).
 * Two places, typed at step 1, at step 4 or in a quick quote, set the zone and the distance
 * (shared/simulator-state.ts). Each step is a component of ./simulator/; this one holds the state and the submit.
 */
export function PriceSimulator({ lang, labels, action, initial, placesUrl, estimate: initialEstimate }: SimulatorProps) {
  const f = formatters(lang);
  const [state, setState] = useState<WizardState>(initial);
  const [distanceText, setDistanceText] = useState(String(initial.shipment.distanceKm));
  // Until the visitor edits the distance, the problem the state came with (from the URL) stands.
  const [distanceEdited, setDistanceEdited] = useState(false);
  const [route, setRoute] = useState<RouteText>({ from: initial.route.from, to: initial.route.to });
  const [estimate, setEstimate] = useState<RouteEstimate | null>(initialEstimate);
  // Once hydrated, the distance follows the places as they are chosen: the estimate button is for pages without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  // The list of places is fetched at step 4, or at step 1 once a place field is focused or holds a name.
  const [placesWanted, setPlacesWanted] = useState(Boolean(initial.route.from || initial.route.to));
  const filledPair = useRef(pairOf(initialEstimate));
  // The server wrote its suggestions into the page for the state it rendered (views/sections/simulator-section.tsx).
  const serverList = takesServerPlaces(initial);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { shipment, step } = state;
  const [places, setPlaces] = usePlaces(placesUrl, step === 4 || (step === 1 && placesWanted));

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => setHydrated(true), []);

  // The gate is derived from what is typed, so Next enables as soon as the distance is right.
  const typed = parseDistance(distanceText);
  const problem: DistanceProblem | null =
    step === 4 && !isBrusselsZone(shipment.zone) && distanceEdited && !(estimate?.kind === 'known' && typed.km === estimate.km)
      ? (typed.problem ?? distanceGate({ zone: shipment.zone, distanceKm: typed.km }))
      : state.distanceProblem;

  // The distance the places gave, carried so that a distance still equal to it follows the places.
  const routeKm = estimate?.kind === 'known' && pairOf(estimate) === filledPair.current ? estimate.km : state.route.km;

  const go = (next: WizardState, found: RouteEstimate | null = null) => {
    moved.current = true;
    setState(next);
    setDistanceText(String(next.shipment.distanceKm));
    setDistanceEdited(false);
    setRoute({ from: next.route.from, to: next.route.to });
    setEstimate(found);
    filledPair.current = pairOf(found);
    const query = next === initialWizard ? '' : `?${wizardQuery(next)}`;
    history.replaceState(null, '', `${action}${query}${anchorTo('simulator')}`);
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
    const asked = wizardFromQuery(query);
    if (!asked.route.from && !asked.route.to) return go(asked);
    const arrive = (index: PlaceIndex) => {
      const found = estimateRoute(asked.route, index, lang);
      go(withRouteEstimate(asked, found), found);
    };
    if (places) return arrive(places);
    // Places typed before their list arrived: wait for it, or let the server estimate if it cannot come.
    loadPlaces(placesUrl).then(
      (index) => {
        setPlaces(index);
        arrive(index);
      },
      () => location.assign(`${action}?${new URLSearchParams(query)}${anchorTo('simulator')}`),
    );
  };

  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go(initialWizard);
  };

  const update = (change: Partial<Shipment>) => setState((current) => ({ ...current, shipment: { ...current.shipment, ...change }, distanceProblem: null }));

  // Both places known: a new pair fills the distance with its estimate (and at step 1 chooses the zone).
  const follow = (next: RouteText, index: PlaceIndex) => {
    const found = estimateRoute(next, index, lang);
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
    if (places) setEstimate(estimateRoute(route, places, lang));
  };

  // The five cities' same-day promise holds only while the estimate is the one the shipment was priced on.
  const cities = estimate?.kind === 'known' && estimate.zone === shipment.zone ? fiveCitiesOf(estimate.from, estimate.to) : undefined;
  // The quote link carries the estimate in its URL (the server prefills the form from it without
  // JavaScript); here the form is filled in place and takes the focus.
  const onQuote = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    sendQuoteToContactForm(quoteRequest(labels, f, shipment, route, promiseWords(lang, tripPromise(shipment, cities))));
  };
  const quoteHref = `${action}?${wizardQuery(state)}#${contactFormId}`;

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
    <form className="simulator" id={simulatorFormId} method="get" action={`${action}${anchorTo('simulator')}`} onSubmit={onSubmit} aria-label={labels.label}>
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
        <VehicleStep heading={heading} title={title(2, labels.steps.vehicle)} labels={labels} value={shipment.vehicle} onChange={(vehicle) => update({ vehicle })} />
      )}
      {step === 3 && (
        <UrgencyStep
          heading={heading}
          title={title(3, labels.steps.urgency)}
          labels={labels}
          lang={lang}
          shipment={shipment}
          cities={cities}
          onChange={(urgency) => update({ urgency })}
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
      {step === 5 && <OptionsStep heading={heading} title={title(5, labels.steps.options)} labels={labels} f={f} shipment={shipment} update={update} />}
      {step === 'result' && <Result heading={heading} labels={labels} shipment={shipment} lang={lang} route={routeLine} cities={cities} quoteHref={quoteHref} onQuote={onQuote} />}
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
