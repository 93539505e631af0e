import type { MouseEvent } from 'react';
import type { SimulatorProps } from '../../../shared/islands';
import type { WizardStep } from '../../../shared/simulator-state';

/** Next (or Calculate), Previous and Reset: submit buttons that name the step to show, so they work without JavaScript. */
export function WizardButtons({
  labels,
  step,
  blocked,
  resetHref,
  onReset,
}: {
  labels: SimulatorProps['labels'];
  step: WizardStep;
  blocked: boolean;
  resetHref: string;
  onReset: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div className="sim-buttons">
      {step !== 'result' && (
        <button
          type="submit"
          name="step"
          value={step === 5 ? 'result' : String(step + 1)}
          className="btn btn-primary sim-next"
          disabled={blocked}
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
      <a className="btn btn-link sim-reset" href={resetHref} onClick={onReset}>
        {labels.buttons.reset}
      </a>
    </div>
  );
}
