import type { Formatters } from '../../../shared/format';
import { fill } from '../../../shared/i18n/fill';
import type { SimulatorProps } from '../../../shared/islands';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import { placeName } from '../../../shared/places/places';
import type { Zone } from '../../../shared/offer/tariff';
import { isBrusselsZone } from '../../../shared/offer/tariff';

/**
 * The trip the places gave, shown past step 1 and on the result: "Liège → Gand · ≈ 150 km ·
 * National", with a button back to step 1 to change the places or the zone.
 */
export function RouteLine({
  labels,
  lang,
  f,
  estimate,
  zone,
}: {
  labels: SimulatorProps['labels'];
  lang: SimulatorProps['lang'];
  f: Formatters;
  estimate: TripEstimate | null;
  zone: Zone;
}) {
  if (estimate?.kind !== 'known') return null;
  const trip = fill(labels.route.trip, { from: placeName(estimate.from, lang), to: placeName(estimate.to, lang) });
  const km = isBrusselsZone(zone) ? '' : ` · ≈ ${f.num(estimate.km)}\u00a0km`;
  return (
    <div className="sim-route-line">
      <p>
        <strong>{trip}</strong>
        {km} · {labels.zones[zone].name}
      </p>
      <button type="submit" name="step" value="1" className="btn btn-link">
        {labels.buttons.changeRoute}
      </button>
    </div>
  );
}
