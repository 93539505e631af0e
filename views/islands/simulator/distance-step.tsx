import type { ReactNode, RefObject } from 'react';
import type { SimulatorProps } from '../../../shared/islands';
import type { DistanceProblem } from '../../../shared/offer/simulator-state';
import { Step } from './step';

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
        <button type="submit" name="step" value="rezone" className="btn btn-secondary">
          {buttons.changeZone}
        </button>
      </div>
    </div>
  );
}

/**
 * Step 4, for the zones priced by distance (the Brussels zones skip it): the places (given as
 * `places`), the distance with its estimate, and the distance gate's problem with its ways out
 * ("change zone" goes to step 1 with the zone the distance fits).
 */
export function DistanceStep({
  heading,
  title,
  labels,
  places,
  distanceText,
  onDistance,
  estimateText,
  problem,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  labels: SimulatorProps['labels'];
  places: ReactNode;
  distanceText: string;
  onDistance: (text: string) => void;
  /** What the places gave (zone and estimate), once both are known. */
  estimateText: string | null;
  problem: DistanceProblem | null;
}) {
  return (
    <Step heading={heading} title={title}>
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
          {estimateText ?? ''}
        </p>
      </div>
      {problem && <Problem problem={problem} labels={labels} />}
    </Step>
  );
}
