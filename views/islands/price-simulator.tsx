import type { FormEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { sendQuoteToContactForm } from '../../shared/contact-draft';
import { formatters } from '../../shared/format';
import type { SimulatorProps } from '../../shared/islands';
import type { Place, PlaceIndex, RouteEstimate, RouteText } from '../../shared/places';
import { estimateRoute, indexPlaces, maxPlaceLength, placeOptions } from '../../shared/places';
import type { Shipment, Urgency, Vehicle, Zone } from '../../shared/pricing';
import {
  distanceGate,
  estimatedDelay,
  fees,
  isBrusselsZone,
  quote,
  urgencies,
  vehicles,
  zones,
} from '../../shared/pricing';
import type { DistanceProblem, WizardState, WizardStep } from '../../shared/simulator-state';
import { initialWizard, parseDistance, withRouteEstimate, wizardFromQuery, wizardQuery } from '../../shared/simulator-state';
import { delayText, euros, fill, optionsText, simulationSummary } from './simulator-summary';
import { anchorTo } from '../anchors';

const totalSteps = 5;

/** The id of the suggestions the server writes into a step-4 page (views/sections/simulator-section.tsx). */
export const serverPlacesListId = 'sim-places';
/** The id of the suggestions the island writes once it has fetched the places. */
const loadedPlacesListId = 'sim-places-loaded';

let placesRequest: Promise<PlaceIndex> | null = null;

/** Fetches the list of places once per page (a hashed same-origin file); a failure lets a later call try again. */
function loadPlaces(url: string): Promise<PlaceIndex> {
  placesRequest ??= fetch(url)
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`places: ${response.status}`))))
    .then((list: unknown) => {
      if (!Array.isArray(list)) throw new Error('places: not a list');
      return indexPlaces(list as Place[]);
    });
  placesRequest.catch(() => {
    placesRequest = null;
  });
  return placesRequest;
}

/** The two places an estimate was made for, to fill the distance once per new pair. */
function pairOf(estimate: RouteEstimate | null): string {
  return estimate?.kind === 'known' ? `${estimate.from.nis}-${estimate.to.nis}` : '';
}

/**
 * The five-step price simulator (SPEC §4). It is one GET form whose fields carry the spec's names,
 * so without JavaScript each button submits to the server, which renders the next step from the
 * query. Once hydrated the same form runs in place and keeps the URL in step (replaceState).
 */
export function PriceSimulator({ lang, labels, action, initial, placesUrl, estimate: initialEstimate }: SimulatorProps) {
  const f = formatters(lang);
  const [state, setState] = useState<WizardState>(initial);
  const [distanceText, setDistanceText] = useState(String(initial.shipment.distanceKm));
  // Until the visitor edits the distance, the problem the state came with (from the URL) stands.
  const [distanceEdited, setDistanceEdited] = useState(false);
  const [route, setRoute] = useState<RouteText>({ from: initial.route.from, to: initial.route.to });
  const [estimate, setEstimate] = useState<RouteEstimate | null>(initialEstimate);
  const [places, setPlaces] = useState<PlaceIndex | null>(null);
  // Once hydrated, the distance follows the places as they are chosen: the estimate button is for pages without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  const filledPair = useRef(pairOf(initialEstimate));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { shipment, step } = state;
  const takesPlaces = step === 4 && !isBrusselsZone(shipment.zone);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => setHydrated(true), []);

  // The places are fetched only when step 4 asks for them.
  useEffect(() => {
    if (!takesPlaces || places) return;
    let live = true;
    loadPlaces(placesUrl).then(
      (index) => live && setPlaces(index),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [takesPlaces, places, placesUrl]);

  const options = useMemo(() => (places ? placeOptions(places.places, lang) : []), [places, lang]);

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

  const onQuote = () => sendQuoteToContactForm(simulationSummary(labels, f, shipment));

  const title = (n: number, name: string) => fill(labels.stepOf, { step: n, total: totalSteps, title: name });

  return (
    <form className="simulator" method="get" action={`${action}#simulator`} onSubmit={onSubmit} aria-label={labels.label}>
      <HiddenFields shipment={shipment} step={step} route={route} />
      {step === 1 && (
        <Step heading={heading} title={title(1, labels.steps.zone)}>
          <Choices
            name="zone"
            options={zones}
            value={shipment.zone}
            onChange={(zone: Zone) => update({ zone })}
            describe={(zone) => labels.zones[zone]}
          />
        </Step>
      )}
      {step === 2 && (
        <Step heading={heading} title={title(2, labels.steps.vehicle)}>
          <Choices
            name="vehicle"
            options={vehicles}
            value={shipment.vehicle}
            onChange={(vehicle: Vehicle) => update({ vehicle })}
            describe={(vehicle) => labels.vehicles[vehicle]}
          />
        </Step>
      )}
      {step === 3 && (
        <Step heading={heading} title={title(3, labels.steps.urgency)}>
          <Choices
            name="urgency"
            options={urgencies}
            value={shipment.urgency}
            onChange={(urgency: Urgency) => update({ urgency })}
            describe={(urgency) => ({
              name: `${labels.urgencies[urgency].name} – ${labels.urgencies[urgency].card}`,
              text: labels.urgencies[urgency].text,
            })}
          />
        </Step>
      )}
      {step === 4 && (
        <Step heading={heading} title={title(4, labels.steps.distance)}>
          {isBrusselsZone(shipment.zone) ? (
            <p className="sim-note">{labels.distance.notApplicable}</p>
          ) : (
            <>
              <div className="sim-route">
                <PlaceField
                  id="sim-from"
                  name="from"
                  label={labels.route.from}
                  value={route.from}
                  list={places ? loadedPlacesListId : serverPlacesListId}
                  unknown={estimate?.kind === 'unknown' && estimate.from ? labels.route.unknown : null}
                  onChange={(value) => onPlace('from', value)}
                  onDone={onPlaceDone}
                />
                <PlaceField
                  id="sim-to"
                  name="to"
                  label={labels.route.to}
                  value={route.to}
                  list={places ? loadedPlacesListId : serverPlacesListId}
                  unknown={estimate?.kind === 'unknown' && estimate.to ? labels.route.unknown : null}
                  onChange={(value) => onPlace('to', value)}
                  onDone={onPlaceDone}
                />
              </div>
              <p className="field-help" id="sim-route-help">
                {labels.route.help}
              </p>
              {!hydrated && (
                <p>
                  <button type="submit" name="step" value="route" className="btn btn-secondary">
                    {labels.route.button}
                  </button>
                </p>
              )}
              {places && (
                <datalist id={loadedPlacesListId}>
                  {options.map((option) => (
                    <option key={option.value} value={option.value} label={option.label || undefined} />
                  ))}
                </datalist>
              )}
            <div className="field">
              <label htmlFor="sim-distance">{labels.distance.label}</label>
              <input
                id="sim-distance"
                name="distance"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.1}
                value={distanceText}
                onChange={(event) => {
                  setDistanceText(event.target.value);
                  setDistanceEdited(true);
                }}
                aria-describedby={problem ? 'sim-distance-help sim-problem' : 'sim-distance-help'}
                aria-invalid={problem ? true : undefined}
              />
              <p className="field-help" id="sim-distance-help">
                {labels.distance.help}
              </p>
              <p className="sim-estimate" id="sim-estimate" role="status">
                {estimate?.kind === 'known' ? fill(labels.route.estimate, { km: f.num(estimate.km) }) : ''}
              </p>
            </div>
            </>
          )}
          {takesPlaces && estimate?.kind === 'known' && estimate.inBrussels && <BrusselsAdvice labels={labels} />}
          {problem && <Problem problem={problem} labels={labels} />}
        </Step>
      )}
      {step === 5 && (
        <Step heading={heading} title={title(5, labels.steps.options)}>
          {isBrusselsZone(shipment.zone) ? (
            <Option name="return" checked={shipment.return} onChange={(value) => update({ return: value })}>
              {labels.options.return} (+{euros(f, fees.brusselsReturn)})
            </Option>
          ) : (
            <p className="sim-note">
              {labels.options.returnAuto} ({euros(f, fees.returnPerKm)} {labels.options.perKm})
            </p>
          )}
          <Option name="waiting" checked={shipment.waiting} onChange={(value) => update({ waiting: value })}>
            {labels.options.waiting} (+{euros(f, fees.waiting)})
          </Option>
          <Option name="special" checked={shipment.special} onChange={(value) => update({ special: value })}>
            {labels.options.special} (+{euros(f, fees.special)})
          </Option>
        </Step>
      )}
      {step === 'result' && (
        <Result heading={heading} labels={labels} shipment={shipment} lang={lang} onQuote={onQuote} />
      )}
      <p className="visually-hidden" role="status">
        {step === 'result' ? `${labels.result.total} ${euros(f, quote(shipment).total)}` : ''}
      </p>
      <div className="sim-buttons">
        {step !== 'result' && (
          <button
            type="submit"
            name="step"
            value={step === 5 ? 'result' : String(step + 1)}
            className="btn btn-primary sim-next"
            disabled={step === 4 && problem !== null}
          >
            {step === 5 ? labels.buttons.calculate : labels.buttons.next}
          </button>
        )}
        <button
          type="submit"
          name="step"
          value={step === 'result' ? '5' : String(Math.max(1, step - 1))}
          className="btn btn-secondary sim-previous"
          disabled={step === 1}
        >
          {labels.buttons.previous}
        </button>
        <a className="btn btn-link sim-reset" href={`${action}#simulator`} onClick={onReset}>
          {labels.buttons.reset}
        </a>
      </div>
    </form>
  );
}

/** The values of the steps not on screen, so each submit carries the whole state. */
function HiddenFields({ shipment, step, route }: { shipment: Shipment; step: WizardStep; route: RouteText }) {
  return (
    <>
      {step !== 1 && <input type="hidden" name="zone" value={shipment.zone} />}
      {step !== 2 && <input type="hidden" name="vehicle" value={shipment.vehicle} />}
      {step !== 3 && <input type="hidden" name="urgency" value={shipment.urgency} />}
      {(step !== 4 || isBrusselsZone(shipment.zone)) && <input type="hidden" name="distance" value={String(shipment.distanceKm)} />}
      {(step !== 4 || isBrusselsZone(shipment.zone)) && route.from && <input type="hidden" name="from" value={route.from} />}
      {(step !== 4 || isBrusselsZone(shipment.zone)) && route.to && <input type="hidden" name="to" value={route.to} />}
      {step !== 5 && shipment.return && <input type="hidden" name="return" value="1" />}
      {step !== 5 && shipment.waiting && <input type="hidden" name="waiting" value="1" />}
      {step !== 5 && shipment.special && <input type="hidden" name="special" value="1" />}
    </>
  );
}

function Step({ heading, title, children }: { heading: RefObject<HTMLHeadingElement | null>; title: string; children: ReactNode }) {
  return (
    <fieldset className="sim-step">
      <legend>
        <h3 ref={heading} tabIndex={-1}>
          {title}
        </h3>
      </legend>
      {children}
    </fieldset>
  );
}

function Choices<T extends string>({
  name,
  options,
  value,
  onChange,
  describe,
}: {
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  describe: (option: T) => { name: string; text: string };
}) {
  return (
    <div className="sim-choices">
      {options.map((option) => {
        const { name: label, text } = describe(option);
        return (
          <label className="sim-choice" key={option}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>
              <strong>{label}</strong>
              <span className="sim-choice-text">{text}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

function Option({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: (value: boolean) => void; children: ReactNode }) {
  return (
    <label className="sim-option">
      <input type="checkbox" name={name} value="1" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

/** A municipality field of step 4, with the suggestions and, for a name we do not know, the message. */
function PlaceField({
  id,
  name,
  label,
  value,
  list,
  unknown,
  onChange,
  onDone,
}: {
  id: string;
  name: keyof RouteText;
  label: string;
  value: string;
  list: string;
  unknown: string | null;
  onChange: (value: string) => void;
  onDone: () => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        list={list}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxPlaceLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onDone}
        aria-describedby={unknown ? `${id}-unknown sim-route-help` : 'sim-route-help'}
        aria-invalid={unknown ? true : undefined}
      />
      {unknown && (
        <p className="field-error" id={`${id}-unknown`}>
          {unknown}
        </p>
      )}
    </div>
  );
}

/** Two places of the Brussels Region: the fixed-price zones apply, step 1 is one button away. */
function BrusselsAdvice({ labels }: { labels: SimulatorProps['labels'] }) {
  return (
    <div className="sim-note sim-advice">
      <p>{labels.route.brussels}</p>
      <button type="submit" name="step" value="1" className="btn btn-secondary">
        {labels.buttons.changeZone}
      </button>
    </div>
  );
}

function Problem({ problem, labels }: { problem: DistanceProblem; labels: SimulatorProps['labels'] }) {
  const { problems, buttons } = labels;
  const [text, advice] =
    problem === 'tooFar'
      ? [problems.tooFar, problems.tooFarAdvice]
      : problem === 'tooShort'
        ? [problems.tooShort, problems.tooShortAdvice]
        : [problem === 'invalid' ? problems.invalid : problems.tooLarge, null];
  return (
    <div className="sim-problem" id="sim-problem" role="alert">
      <p>
        <strong>{text}</strong>
      </p>
      {advice && <p>{advice}</p>}
      <div className="actions">
        <button type="submit" name="step" value="4" className="btn btn-secondary">
          {buttons.check}
        </button>
        <button type="submit" name="step" value="1" className="btn btn-secondary">
          {buttons.changeZone}
        </button>
      </div>
    </div>
  );
}

function Result({
  heading,
  labels,
  shipment,
  lang,
  onQuote,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  labels: SimulatorProps['labels'];
  shipment: Shipment;
  lang: SimulatorProps['lang'];
  onQuote: () => void;
}) {
  const f = formatters(lang);
  const price = quote(shipment);
  const { result } = labels;
  const lines: [string, number][] = [
    [result.basePrice, price.basePrice],
    [result.distanceCost, price.distanceCost],
    [result.urgencyCost, price.urgencyCost],
    [result.returnCost, price.returnCost],
    [result.optionsCost, price.optionsCost],
  ];
  return (
    <div className="sim-result">
      <h3 ref={heading} tabIndex={-1}>
        {result.title}
      </h3>
      <p className="sim-choice-summary">
        {labels.zones[shipment.zone].name} · {labels.vehicles[shipment.vehicle].name} · {labels.urgencies[shipment.urgency].name}
        {!isBrusselsZone(shipment.zone) && ` · ${f.num(shipment.distanceKm)}\u00a0km`} · {optionsText(labels, shipment)}
      </p>
      <dl className="sim-lines">
        {lines.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{euros(f, cents)}</dd>
          </div>
        ))}
        <div className="sim-total">
          <dt>{result.total}</dt>
          <dd>
            <output name="total">{euros(f, price.total)}</output>
          </dd>
        </div>
        <div>
          <dt>{result.delay}</dt>
          <dd>{delayText(labels, estimatedDelay(shipment))}</dd>
        </div>
      </dl>
      <p className="form-note">{result.note}</p>
      <p>
        <a className="btn btn-primary" href={anchorTo('contact')} onClick={onQuote}>
          {result.quote}
        </a>
      </p>
    </div>
  );
}
