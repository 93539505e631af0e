import type { FormEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import { formatters } from '../../shared/format';
import type { SimulatorProps } from '../../shared/islands';
import { contactMessageId } from '../../shared/islands';
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
import { initialWizard, parseDistance, wizardFromQuery, wizardQuery } from '../../shared/simulator-state';
import { delayText, euros, fill, optionsText, simulationSummary } from './simulator-summary';

const totalSteps = 5;

/**
 * The five-step price simulator (SPEC §4). It is one GET form whose fields carry the spec's names,
 * so without JavaScript each button submits to the server, which renders the next step from the
 * query. Once hydrated the same form runs in place and keeps the URL in step (replaceState).
 */
export function PriceSimulator({ lang, labels, action, initial }: SimulatorProps) {
  const f = formatters(lang);
  const [state, setState] = useState<WizardState>(initial);
  const [distanceText, setDistanceText] = useState(String(initial.shipment.distanceKm));
  // Until the visitor edits the distance, the problem the state came with (from the URL) stands.
  const [distanceEdited, setDistanceEdited] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { shipment, step } = state;

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  // The gate is derived from what is typed, so Next enables as soon as the distance is right.
  const typed = parseDistance(distanceText);
  const problem: DistanceProblem | null =
    step === 4 && !isBrusselsZone(shipment.zone) && distanceEdited
      ? (typed.problem ?? distanceGate({ zone: shipment.zone, distanceKm: typed.km }))
      : state.distanceProblem;

  const go = (next: WizardState) => {
    moved.current = true;
    setState(next);
    setDistanceText(String(next.shipment.distanceKm));
    setDistanceEdited(false);
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
    go(wizardFromQuery(query));
  };

  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go(initialWizard);
  };

  const update = (change: Partial<Shipment>) => setState({ ...state, shipment: { ...shipment, ...change }, distanceProblem: null });

  const onQuote = () => {
    const message = document.getElementById(contactMessageId) as HTMLTextAreaElement | null;
    if (message) message.value = simulationSummary(labels, f, shipment);
  };

  const title = (n: number, name: string) => fill(labels.stepOf, { step: n, total: totalSteps, title: name });

  return (
    <form className="simulator" method="get" action={`${action}#simulator`} onSubmit={onSubmit} aria-label={labels.label}>
      <HiddenFields shipment={shipment} step={step} />
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
            </div>
          )}
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
function HiddenFields({ shipment, step }: { shipment: Shipment; step: WizardStep }) {
  return (
    <>
      {step !== 1 && <input type="hidden" name="zone" value={shipment.zone} />}
      {step !== 2 && <input type="hidden" name="vehicle" value={shipment.vehicle} />}
      {step !== 3 && <input type="hidden" name="urgency" value={shipment.urgency} />}
      {(step !== 4 || isBrusselsZone(shipment.zone)) && <input type="hidden" name="distance" value={String(shipment.distanceKm)} />}
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
        <a className="btn btn-primary" href="#contact" onClick={onQuote}>
          {result.quote}
        </a>
      </p>
    </div>
  );
}
