import { fill } from '../../shared/i18n/fill';
import type { TariffsCopy } from '../../shared/content/schemas/tariffs';
import { langTag } from '../../shared/langs';
import { priceWithVat, simulatorOptions, tariff, vatPrice, vehicles, type Vehicle } from '../../shared/offer';
import { capitalize, typeset } from '../../shared/typography';
import type { Site } from '../site-context';

/**
 * What the simulator adds to a trip beyond a product's "from" price, read from the tariff and the options list:
 * each option, the driver's return by the km, the out-of-day surcharges, and Urgent's own at night and on
 * Sundays. A buyer finds on the tariffs page every amount the simulator may add.
 */
/** Amounts in cents per vehicle, in words: "6,20 € hors TVA (7,50 € TVA comprise) en camionnette, …"; `inBrussels`: a scooter, else a car. */
export function amountsPerVehicle(site: Site, copy: TariffsCopy['extras'], amounts: Record<Vehicle, number>, inBrussels: boolean): string {
  const { lang, f } = site;
  const name = (vehicle: Vehicle) =>
    vehicle === 'scooterOrCar' ? (inBrussels ? copy.scooter : copy.car) : site.t.simulator.vehicles[vehicle].name.toLowerCase();
  return new Intl.ListFormat(langTag[lang], { type: 'conjunction' }).format(
    vehicles.map((vehicle) => fill(copy.perVehicle, { price: priceWithVat(lang, f, vatPrice(amounts[vehicle])), vehicle: name(vehicle) })),
  );
}

/** The options and surcharges block of the tariffs page. */
export function TariffExtras({ site, copy }: { site: Site; copy: TariffsCopy['extras'] }) {
  const { lang, f } = site;
  const price = (cents: number) => priceWithVat(lang, f, vatPrice(cents));
  const perVehicle = (amounts: Record<Vehicle, number>) => amountsPerVehicle(site, copy, amounts, true);
  const items = [
    ...simulatorOptions.map((option) => {
      const where = option.appliesTo('over100Km') ? '' : ` (${copy.brusselsOnly})`;
      return fill(copy.option, { option: `${option.name[lang]}${where}`, price: price(option.cents) });
    }),
    copy.returnPerKm,
    fill(copy.outOfDayBrussels, { amounts: perVehicle(tariff.outOfDay.brusselsFlat) }),
    copy.outOfDayOutside,
    copy.urgent,
  ];
  return (
    <>
      <h3 id="extras-title">{copy.title}</h3>
      <p>{copy.lead}</p>
      <ul className="tariff-extras" aria-labelledby="extras-title">
        {items.map((item) => (
          <li key={item}>{typeset(capitalize(item), lang)}</li>
        ))}
      </ul>
    </>
  );
}
