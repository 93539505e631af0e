import type { MouseEvent } from 'react';
import type { SimulatorProps } from '../../../shared/islands';
import type { Zone } from '../../../shared/offer/tariff';
import type { WizardStep } from '../../../shared/offer/simulator-state';
import { nextStep, previousStep } from '../../../shared/offer/simulator-state';

/**
 * Next (or Calculate), Previous and Reset: submit buttons that name the step to show, so they work
 * without JavaScript; in the Brussels zones they step over step 4, which does not apply.
 */
export function WizardButtons({
  labels,
  step,
  zone,
  blocked,
  resetHref,
  onReset,
}: {
  labels: SimulatorProps['labels'];
  step: WizardStep;
  zone: Zone;
  blocked: boolean;
  resetHref: string;
  onReset: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div className="sim-buttons">
      {step !== 'result' && (
        <button type="submit" name="step" value={String(nextStep(step, zone))} className="btn btn-primary sim-next" disabled={blocked}>
          {step === 5 ? labels.buttons.calculate : labels.buttons.next}
        </button>
      )}
      <button
        type="submit"
        name="step"
        value={String(previousStep(step, zone))}
        className="btn btn-secondary sim-previous"
        disabled={step === 1}
      >
        {labels.buttons.previous}
      </button>
      <a className="btn btn-link sim-reset" href={resetHref} onClick={onReset}>
        {labels.buttons.reset}
      </a>
    </div>
  );
}
