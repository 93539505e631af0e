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
import { UrgencyStep, VehicleStep, ZoneStep } from './simulator/choice-steps';
import { DistanceStep } from './simulator/distance-step';
import { HiddenFields } from './simulator/hidden-fields';
import { OptionsStep } from './simulator/options-step';
import { PlaceFields } from './simulator/place-fields';
import { loadPlaces, pairOf, usePlaces } from './simulator/places';
import { Result } from './simulator/result';
import { euros, quoteRequest } from './simulator/summary';
import { WizardButtons } from './simulator/wizard-buttons';

const totalSteps = 5;

/**
 * The five-step price simulator (SPEC §4). It is one GET form whose fields carry the spec's names,
 * so without JavaScript each button submits to the server, which renders the next step from the
 * query. Once hydrated the same form runs in place and keeps the URL in step (replaceState).
 * Each step is a component of ./simulator/; this one holds the state and the submit.
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
  const filledPair = useRef(pairOf(initialEstimate));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { shipment, step } = state;
  const takesPlaces = step === 4 && !isBrusselsZone(shipment.zone);
  const [places, setPlaces] = usePlaces(placesUrl, takesPlaces);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => setHydrated(true), []);

  // The gate is derived from what is typed, so Next enables as soon as the distance is right.
  const typed = parseDistance(distanceText);
  const problem: DistanceProblem | null =
    step === 4 && !isBrusselsZone(shipment.zone) && distanceEdited
      ? (typed.problem ?? distanceGate({ zone: shipment.zone, distanceKm: typed.km }))
      : state.distanceProblem;

  const go = (next: WizardState, found: RouteEstimate | null = null) => {
    moved.current = true;
    setState(next);
    setDistanceText(String(next.shipment.distanceKm));
    setDistanceEdited(false);
    setRoute({ from: next.route.from, to: next.route.to });
    setEstimate(found);
    filledPair.current = pairOf(found);
    const query = next === initialWizard ? '' : `?${wizardQuery(next)}`;
    history.replaceState(null, '', `${action}${query}#simulator`);
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
    if ((!asked.route.from && !asked.route.to) || isBrusselsZone(asked.shipment.zone)) return go(asked);
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
      () => location.assign(`${action}?${new URLSearchParams(query)}#simulator`),
    );
  };

  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go(initialWizard);
  };

  // A place typed or picked: once both are known, a new pair fills the distance with its estimate.
  const onPlace = (field: keyof RouteText, value: string) => {
    const next = { ...route, [field]: value.slice(0, maxPlaceLength) };
    setRoute(next);
    if (!places) return;
    const found = estimateRoute(next, places, lang);
    if (found?.kind === 'known') {
      setEstimate(found);
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

  // Leaving a place field says whether we know its name.
  const onPlaceDone = () => {
    if (places) setEstimate(estimateRoute(route, places, lang));
  };

  const update = (change: Partial<Shipment>) => setState({ ...state, shipment: { ...shipment, ...change }, distanceProblem: null });

  // The quote link carries the estimate in its URL (the server prefills the form from it without
  // JavaScript); here the form is filled in place and takes the focus.
  const onQuote = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    sendQuoteToContactForm(quoteRequest(labels, f, shipment, route));
  };
  const quoteHref = `${action}?${wizardQuery(state)}#${contactFormId}`;

  const title = (n: number, name: string) => fill(labels.stepOf, { step: n, total: totalSteps, title: name });

  return (
    <form className="simulator" method="get" action={`${action}#simulator`} onSubmit={onSubmit} aria-label={labels.label}>
      <HiddenFields shipment={shipment} step={step} route={route} />
      {step === 1 && (
        <ZoneStep heading={heading} title={title(1, labels.steps.zone)} labels={labels} value={shipment.zone} onChange={(zone) => update({ zone })} />
      )}
      {step === 2 && (
        <VehicleStep heading={heading} title={title(2, labels.steps.vehicle)} labels={labels} value={shipment.vehicle} onChange={(vehicle) => update({ vehicle })} />
      )}
      {step === 3 && (
        <UrgencyStep heading={heading} title={title(3, labels.steps.urgency)} labels={labels} value={shipment.urgency} onChange={(urgency) => update({ urgency })} />
      )}
      {step === 4 && (
        <DistanceStep
          heading={heading}
          title={title(4, labels.steps.distance)}
          labels={labels}
          f={f}
          fixedPrice={isBrusselsZone(shipment.zone)}
          places={
            <PlaceFields labels={labels} lang={lang} route={route} places={places} estimate={estimate} hydrated={hydrated} onPlace={onPlace} onDone={onPlaceDone} />
          }
          distanceText={distanceText}
          onDistance={(text) => {
            setDistanceText(text);
            setDistanceEdited(true);
          }}
          estimate={estimate}
          brussels={takesPlaces && estimate?.kind === 'known' && estimate.inBrussels}
          problem={problem}
        />
      )}
      {step === 5 && <OptionsStep heading={heading} title={title(5, labels.steps.options)} labels={labels} f={f} shipment={shipment} update={update} />}
      {step === 'result' && <Result heading={heading} labels={labels} shipment={shipment} lang={lang} quoteHref={quoteHref} onQuote={onQuote} />}
      <p className="visually-hidden" role="status">
        {step === 'result' ? `${labels.result.total} ${euros(f, quote(shipment).total)}` : ''}
      </p>
      <WizardButtons labels={labels} step={step} blocked={step === 4 && problem !== null} resetHref={`${action}#simulator`} onReset={onReset} />
    </form>
  );
}
