import type { RouteText } from '../../../shared/places/places';
import type { Shipment } from '../../../shared/offer/tariff';
import type { WizardStep } from '../../../shared/offer/simulator-state';

/** True at the steps that show the place fields: step 1 and step 4. */
export function showsPlaces(step: WizardStep): boolean {
  return step === 1 || step === 4;
}

/** True at the steps that show the options' checkboxes: step 5 and the result. */
function takesOptions(step: WizardStep): boolean {
  return step === 5 || step === 'result';
}

/**
 * The values of the steps not on screen, so each submit carries the whole state, and `routeKm`, the
 * distance the places gave (a distance still equal to it follows the places). Step 1 with places
 * typed carries no distance: the places will give it.
 */
export function HiddenFields({
  shipment,
  step,
  route,
  routeKm,
}: {
  shipment: Shipment;
  step: WizardStep;
  route: RouteText;
  routeKm: number | null;
}) {
  return (
    <>
      {step !== 1 && <input type="hidden" name="zone" value={shipment.zone} />}
      {step !== 2 && <input type="hidden" name="vehicle" value={shipment.vehicle} />}
      {step !== 3 && <input type="hidden" name="urgency" value={shipment.urgency} />}
      {step !== 4 && !(step === 1 && (route.from || route.to)) && (
        <input type="hidden" name="distance" value={String(shipment.distanceKm)} />
      )}
      {!showsPlaces(step) && route.from && <input type="hidden" name="from" value={route.from} />}
      {!showsPlaces(step) && route.to && <input type="hidden" name="to" value={route.to} />}
      {routeKm !== null && <input type="hidden" name="routeKm" value={String(routeKm)} />}
      {!takesOptions(step) && shipment.return && <input type="hidden" name="return" value="1" />}
      {!takesOptions(step) && shipment.waiting && <input type="hidden" name="waiting" value="1" />}
      {!takesOptions(step) && shipment.special && <input type="hidden" name="special" value="1" />}
    </>
  );
}
