import type { ReactNode } from 'react';
import type { Offer, OfferCatalog } from 'schema-dts';
import { copyOf } from '../../shared/content/load';
import type { TariffsCopy } from '../../shared/content/schemas/tariffs';
import { fill } from '../../shared/i18n/fill';
import { placeIndex } from '../../shared/places/list';
import type { Place } from '../../shared/places/places';
import { estimateTrip } from '../../shared/offer/trip-zone';
import type { Shipment } from '../../shared/offer/quote';
import { defaultShipment, quote } from '../../shared/offer/quote';
import { isBrusselsZone } from '../../shared/offer/tariff';
import type { Area, Limit, Product, VatPrice } from '../../shared/offer';
import {
  cutOffText,
  eurCents,
  fromPrice,
  perKmCents,
  perKmByVehicle,
  bandWords,
  surchargesWords,
  sameForEveryVehicle,
  tripCell,
  fiveCitiesOf,
  type ProductId,
  hoursText,
  pickupText,
  planName,
  priceWithVat,
  productIds,
  products,
  deliveryShort,
  vatPrice,
  vatWords,
} from '../../shared/offer';
import { homePath, routeOf } from '../../shared/routes';
import { amountsPerVehicle, TariffExtras } from '../sections/tariff-extras';
import type { WizardState } from '../../shared/offer/simulator-state';
import { wizardQuery } from '../../shared/offer/simulator-state';
import { capitalize, typeset } from '../../shared/typography';
import { anchorTo } from '../anchors';
import { ClauseLink } from '../sections/clause-link';
import { ScrollTable } from '../sections/scroll-table';
import { fromPriceSpecs, organizationId } from '../structured-data';
import type { Site } from '../site-context';
import type { PageView } from './page-view';
import { referencePage } from './reference-page';

/** The example trips of the page, by the French names of their municipalities (shared/data/places.json). */
const exampleTrips: readonly { from: string; to: string }[] = [
  { from: 'Ixelles', to: 'Uccle' },
  { from: 'Bruxelles', to: 'Anvers' },
  { from: 'Liège', to: 'Gand' },
  { from: 'Bruxelles', to: 'Arlon' },
];

/** One example trip, priced by the simulator's tariff: its places, estimated distance, shipment, quote and simulator link. */
export type PricedTrip = { from: Place; to: Place; km: number; shipment: Shipment; product: ProductId; totalCents: number; query: string };

/** The example trips of the page, priced live by the tariff (by van, standard, no option), with the simulator's URL state. */
export function pricedTrips(): PricedTrip[] {
  return exampleTrips.map((trip) => {
    // The places as the simulator reads them: the same estimate, and the same zone, as a visitor typing them gets.
    const found = estimateTrip(trip, placeIndex, 'fr');
    if (found?.kind !== 'known') throw new Error(`example trip ${trip.from} → ${trip.to}: unknown place`);
    const { from, to, km, zone } = found;
    const flat = isBrusselsZone(zone);
    const shipment: Shipment = { ...defaultShipment, zone, vehicle: 'van', distanceKm: flat ? 0 : km };
    const state: WizardState = {
      shipment,
      step: 'result',
      distanceProblem: null,
      route: { from: from.fr, to: to.fr, fill: false, km: shipment.distanceKm },
    };
    // The product the day speed buys for this trip: Express inside or between the five cities, Standard beyond.
    const { product } = tripCell(zone, shipment.speed, shipment.distanceKm, fiveCitiesOf(from, to));
    return { from, to, km, shipment, product, totalCents: quote(shipment).total, query: wizardQuery(state) };
  });
}

/** The tariffs and delays page: the product line as one table, then example trips priced by the simulator's tariff. */
export function tariffsPage(site: Site): PageView {
  const { lang } = site;
  const copy = copyOf(lang, 'tariffs', site.company);
  const path = routeOf('tariffs').paths[lang];
  const trips = pricedTrips();
  return referencePage(site, copy, path, {
    mainEntity: priceCatalogue(site, copy),
    body: (
      <>
        <section className="section" aria-labelledby="products-title">
          <div className="container">
            <h2 id="products-title">{copy.products.title}</h2>
            <p className="lead">{copy.products.lead}</p>
            <p className="scroll-hint" aria-hidden="true">
              {copy.products.scrollHint}
            </p>
            <ProductTable site={site} copy={copy.products} extras={copy.extras} />
            <p className="table-note">{copy.products.vatNote}</p>
            <p className="table-note">
              <ClauseLink anchor={copy.products.terms.insurance} /> · <ClauseLink anchor={copy.products.terms.guarantee} />
            </p>
            <p className="table-note" id="centre-zone">
              {typeset(capitalize(fill(copy.products.centreNote, { area: site.t.simulator.zones.brusselsArea.name })), lang)}
            </p>
            <TariffExtras site={site} copy={copy.extras} />
          </div>
        </section>
        <section className="section section-alt" aria-labelledby="examples-title">
          <div className="container">
            <h2 id="examples-title">{copy.examples.title}</h2>
            <p className="lead">{copy.examples.lead}</p>
            <ExampleTrips site={site} copy={copy.examples} trips={trips} />
            <p className="table-note">{copy.examples.note}</p>
          </div>
        </section>
        <section className="section" aria-labelledby="terms-title">
          <div className="container">
            <h2 id="terms-title">{copy.terms.title}</h2>
            <p>
              {copy.terms.text} <a href={routeOf('legal', 'terms').paths[lang]}>{copy.terms.link}</a>
            </p>
          </div>
        </section>
      </>
    ),
  });
}

/** A weight and size limit: "colis standard : 30 kg, 1 m³"; dimensions as "60 × 40 × 80 cm". */
function limitText(site: Site, limit: Limit): string {
  const { f, lang } = site;
  const figures = [
    limit.maxKg !== undefined ? `${f.num(limit.maxKg)}\u00a0kg` : '',
    limit.maxM3 !== undefined ? `${f.num(limit.maxM3)}\u00a0m³` : '',
    limit.dimsCm ? `${limit.dimsCm.map((cm) => f.num(cm)).join('\u00a0×\u00a0')}\u00a0cm` : '',
  ].filter(Boolean);
  return typeset(`${limit.what[lang]}: ${figures.join(', ')}`, lang);
}

/**
 * The product line as one table: a group of rows per product, a row per area (where it applies, its
 * "from" price: excl. VAT, the VAT-included figure below, then its pickup, delivery and cut-off); the
 * product's hours, insurance and limits span its rows. Each cell carries its column's heading
 * (`data-label`): below the width where the table fits, the stylesheet stacks each product as a card
 * that names every figure, the price first after the area, and nothing scrolls sideways.
 */
function ProductTable({ site, copy, extras }: { site: Site; copy: TariffsCopy['products']; extras: TariffsCopy['extras'] }) {
  const { lang, f } = site;
  const { cells, head } = copy;
  const price = (area: Area): ReactNode => {
    const from = fromPrice(area);
    if (area.byDistance) return cells.byDistance;
    if (!from || !area.price) return cells.onQuote;
    const km = perKmCents(area);
    const perKm = km ? vatPrice(km) : undefined;
    return (
      <span data-price-area={area.id} data-price-cents={from.inclCents}>
        <PriceLines site={site} price={from} />
        <span className="vat-line" data-price-buys="">
          {typeset(capitalize(area.price.buys[lang]), lang)}
        </span>
        {perKm ? (
          <span className="vat-line">
            {area.price.trip.distanceKm > 0
              ? fill(cells.perKmBeyond, { price: priceWithVat(lang, f, perKm), km: `${f.num(area.price.trip.distanceKm)}\u00a0km` })
              : typeset(fill(cells.perKm, { rates: amountsPerVehicle(site, extras, perKmByVehicle(area.price.trip.zone), false) }), lang)}
          </span>
        ) : (
          <span className="vat-line">{cells.otherTrips}</span>
        )}
      </span>
    );
  };
  return (
    <ScrollTable
      caption={copy.caption}
      className="product-table"
      head={[head.product, head.area, head.price, head.pickup, head.delivery, head.cutOff, head.insurance, head.limits]}
    >
      {productIds.map((id) => {
        const product = products[id];
        const span = product.areas.length;
        return (
          <tbody key={id} data-product={id}>
            {product.areas.map((area, index) => (
              <tr key={area.id} data-area={area.id}>
                {index === 0 && (
                  <th scope="rowgroup" rowSpan={span}>
                    {product.name[lang]}
                    {product.plan && <span className="vat-line">{fill(cells.contract, { plan: planName[product.plan][lang] })}</span>}
                    {/* When it runs, under its name: a column of its own made the table wider than a 1280 px screen in Dutch. */}
                    <span className="vat-line product-hours">
                      {typeset(capitalize(hoursText(lang, product.hours)), lang)}
                      {product.surcharges && `. ${typeset(capitalize(surchargesWords(lang, f, product)), lang)}`}
                    </span>
                  </th>
                )}
                <td data-label={head.area}>
                  {typeset(area.km ? `${area.name[lang]} (${bandWords(lang, f, area.km)})` : area.name[lang], lang)}
                </td>
                <td className="product-price" data-label={head.price}>
                  {price(area)}
                </td>
                <td data-label={head.pickup}>{typeset(pickupText(lang, area.pickup), lang)}</td>
                <td data-label={head.delivery}>{typeset(deliveryShort(lang, area), lang)}</td>
                <td data-label={head.cutOff}>{area.cutOff ? typeset(capitalize(cutOffText(lang, area.cutOff)), lang) : cells.none}</td>
                {index === 0 && (
                  <>
                    <td rowSpan={span} data-label={head.insurance}>
                      <InsuranceCell site={site} product={product} cells={cells} />
                    </td>
                    <td rowSpan={span} data-label={head.limits}>
                      {product.limits.map((limit) => (
                        <p key={limit.id}>{limitText(site, limit)}</p>
                      ))}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        );
      })}
    </ScrollTable>
  );
}

/** A price for a business buyer: excl. VAT, then the VAT-included figure on its own line. */
function PriceLines({ site, price }: { site: Site; price: VatPrice }) {
  const { lang, f } = site;
  return (
    <>
      {`${eurCents(f, price.exclCents)} ${vatWords[lang].excl}`}
      <span className="vat-line">{`${eurCents(f, price.inclCents)} ${vatWords[lang].incl}`}</span>
    </>
  );
}

/** What a product insures: included (per area when it varies), the extension on declared value, the plan's ceiling. */
function InsuranceCell({ site, product, cells }: { site: Site; product: Product; cells: TariffsCopy['products']['cells'] }) {
  const { lang, f } = site;
  const { insurance } = product;
  const byArea = product.areas.filter((area) => area.insuranceEur !== undefined);
  return (
    <>
      {byArea.length
        ? byArea.map((area) => <p key={area.id}>{typeset(`${area.name[lang]}: ${f.eur(area.insuranceEur!)}`, lang)}</p>)
        : f.eur(insurance.includedEur)}
      {insurance.extensionEur !== undefined && (
        <span className="vat-line">{fill(cells.extension, { amount: f.eur(insurance.extensionEur) })}</span>
      )}
      {product.plan && insurance.planEur !== undefined && (
        <span className="vat-line">{fill(cells.plan, { plan: planName[product.plan][lang], amount: f.eur(insurance.planEur) })}</span>
      )}
    </>
  );
}

/**
 * The example trips as a table: places, distance, zone and vehicle, price, and the link to the
 * simulator's result; stacked as one card per trip on a phone (each cell names its column, `data-label`).
 */
function ExampleTrips({ site, copy, trips }: { site: Site; copy: TariffsCopy['examples']; trips: PricedTrip[] }) {
  const { lang, f, t } = site;
  return (
    <ScrollTable
      caption={copy.caption}
      className="example-trips stack-table"
      head={[copy.head.trip, copy.head.distance, copy.head.choice, copy.head.price, copy.head.simulator]}
    >
      <tbody>
        {trips.map((trip) => {
          const flat = trip.shipment.distanceKm === 0;
          return (
            <tr key={trip.query} data-trip={`${trip.from.nis}-${trip.to.nis}`}>
              <th scope="row">{fill(copy.trip, { from: trip.from[lang], to: trip.to[lang] })}</th>
              <td data-label={copy.head.distance}>{`${f.num(trip.km)}\u00a0km`}</td>
              <td data-label={copy.head.choice}>
                {`${products[trip.product].name[lang]}, ${t.simulator.zones[trip.shipment.zone].name}, ${
                  sameForEveryVehicle(trip.shipment.zone) ? copy.anyVehicle : t.simulator.vehicles[trip.shipment.vehicle].name.toLowerCase()
                }`}
                {flat ? ` (${copy.flat})` : ''}
              </td>
              <td data-label={copy.head.price} data-price-cents={trip.totalCents}>
                <PriceLines site={site} price={vatPrice(trip.totalCents)} />
              </td>
              <td>
                <a href={`${homePath(lang)}?${trip.query}${anchorTo('simulator')}`}>{copy.open}</a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

/** schema.org catalogue of the product line's "from" prices, each excl. VAT and VAT included: the tariffs page's main entity. */
function priceCatalogue(site: Site, copy: TariffsCopy): OfferCatalog {
  const { lang } = site;
  const offers: Offer[] = productIds.flatMap((id) =>
    products[id].areas.flatMap((area): Offer[] => {
      const price = fromPrice(area);
      if (!price || !area.price) return [];
      return [
        {
          '@type': 'Offer',
          name: `${products[id].name[lang]} – ${area.name[lang]}`,
          description: capitalize(area.price.buys[lang]),
          offeredBy: { '@id': organizationId(site) },
          priceSpecification: fromPriceSpecs(price),
        },
      ];
    }),
  );
  return { '@type': 'OfferCatalog', name: copy.products.caption, itemListElement: offers };
}
