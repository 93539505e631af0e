import type { RouteText } from '../../../shared/places/places';
import { simulatorOptions } from '../../../shared/offer/options';
import { type When, whenParam } from '../../../shared/offer/moment';
import type { Shipment } from '../../../shared/offer/quote';
import type { WizardStep } from '../../../shared/offer/simulator-state';
import { choiceParams, speedParam, vehicleParam, zoneParam } from '../../../shared/offer/url-params';

/** True at the steps that show the place fields: step 1 and step 4. */
export function showsPlaces(step: WizardStep): boolean {
  return step === 1 || step === 4;
}

/** True at the steps that show the options' checkboxes: step 5 and the result. */
function takesOptions(step: WizardStep): boolean {
  return step === 5 || step === 'result';
}

/**
 * The values of the steps not on screen, in the URL's names, so each submit carries the whole state, and
 * `routeKm`, the distance the places gave (a distance still equal to it follows the places). Step 1 with
 * places typed carries no distance: the places will give it. Every option of the list ticked travels too, and
 * the moment the job is needed (issue 36), which the result asks for itself (./moment-fields.tsx).
 */
export function HiddenFields({
  shipment,
  step,
  route,
  routeKm,
  when,
}: {
  shipment: Shipment;
  step: WizardStep;
  route: RouteText;
  routeKm: number | null;
  when: When | undefined;
}) {
  return (
    <>
      {step !== 1 && <input type="hidden" name={choiceParams.zone} value={zoneParam[shipment.zone]} />}
      {step !== 2 && <input type="hidden" name={choiceParams.vehicle} value={vehicleParam[shipment.vehicle]} />}
      {step !== 3 && <input type="hidden" name={choiceParams.speed} value={speedParam[shipment.speed]} />}
      {step !== 4 && !(step === 1 && (route.from || route.to)) && (
        <input type="hidden" name="distance" value={String(shipment.distanceKm)} />
      )}
      {!showsPlaces(step) && route.from && <input type="hidden" name="from" value={route.from} />}
      {!showsPlaces(step) && route.to && <input type="hidden" name="to" value={route.to} />}
      {routeKm !== null && <input type="hidden" name="routeKm" value={String(routeKm)} />}
      {step !== 'result' && when && <input type="hidden" name="when" value={whenParam(when)} />}
      {!takesOptions(step) &&
        simulatorOptions
          .filter((option) => shipment.options.includes(option.id))
          .map((option) => <input key={option.id} type="hidden" name={option.id} value="1" />)}
    </>
  );
}
