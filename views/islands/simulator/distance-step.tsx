import type { ReactNode, RefObject } from 'react';
import type { Formatters } from '../../../shared/format';
import { fill } from '../../../shared/i18n/fill';
import type { SimulatorProps } from '../../../shared/islands';
import type { RouteEstimate } from '../../../shared/places';
import type { DistanceProblem } from '../../../shared/simulator-state';
import { Step } from './step';

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

/** Why the distance cannot go on (too far, too short, not a number, too large), and the ways out. */
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

/**
 * Step 4: in the Brussels zones a note (fixed price); elsewhere the places (given as `places`), the
 * distance with its estimate, the Brussels advice and the distance gate's problem.
 */
export function DistanceStep({
  heading,
  title,
  labels,
  f,
  fixedPrice,
  places,
  distanceText,
  onDistance,
  estimate,
  brussels,
  problem,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  labels: SimulatorProps['labels'];
  f: Formatters;
  fixedPrice: boolean;
  places: ReactNode;
  distanceText: string;
  onDistance: (text: string) => void;
  estimate: RouteEstimate | null;
  brussels: boolean;
  problem: DistanceProblem | null;
}) {
  return (
    <Step heading={heading} title={title}>
      {fixedPrice ? (
        <p className="sim-note">{labels.distance.notApplicable}</p>
      ) : (
        <>
          {places}
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
              onChange={(event) => onDistance(event.target.value)}
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
      {brussels && <BrusselsAdvice labels={labels} />}
      {problem && <Problem problem={problem} labels={labels} />}
    </Step>
  );
}
