import type { RouteText } from '../../../shared/places';
import type { Shipment } from '../../../shared/pricing';
import { isBrusselsZone } from '../../../shared/pricing';
import type { WizardStep } from '../../../shared/simulator-state';

/** The values of the steps not on screen, so each submit carries the whole state. */
export function HiddenFields({ shipment, step, route }: { shipment: Shipment; step: WizardStep; route: RouteText }) {
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
