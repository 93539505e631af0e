import type { WithContext, WebPage } from 'schema-dts';
import { exampleTrips, tariffsCopy } from '../../shared/content/tariffs';
import type { TariffsCopy } from '../../shared/content/tariffs';
import { fill } from '../../shared/i18n/fill';
import { langTag } from '../../shared/langs';
import { placeIndex } from '../../shared/place-list';
import type { Place } from '../../shared/places';
import { findPlace, roadKm } from '../../shared/places';
import type { Shipment, Zone } from '../../shared/pricing';
import { defaultShipment, distanceGateKm, quote } from '../../shared/pricing';
import { homePath, routeOf } from '../../shared/routes';
import type { WizardState } from '../../shared/simulator-state';
import { wizardQuery } from '../../shared/simulator-state';
import { typesetDeep } from '../../shared/typography';
import { absoluteUrl } from '../head';
import { PageHero } from '../sections/page-hero';
import type { Site } from '../site-context';
import { breadcrumbList } from '../structured-data';
import type { PageView } from './page-view';

/** One example trip, priced by the simulator's tariff: its places, estimated distance, shipment, quote and simulator link. */
export type PricedTrip = { from: Place; to: Place; km: number; shipment: Shipment; totalCents: number; query: string };

/** The zone the simulator prices a trip in: flat inside the Brussels Region, by distance beyond. */
function zoneOf(from: Place, to: Place, km: number): Zone {
  if (from.nis.startsWith('21') && to.nis.startsWith('21')) return 'brussels_periphery';
  return km <= distanceGateKm ? 'nearby_cities' : 'national';
}

/** The example trips of the page, priced live by the tariff (by van, standard, no option), with the simulator's URL state. */
export function pricedTrips(): PricedTrip[] {
  return exampleTrips.map((trip) => {
    const from = findPlace(placeIndex, trip.from, 'fr');
    const to = findPlace(placeIndex, trip.to, 'fr');
    if (!from || !to) throw new Error(`example trip ${trip.from} → ${trip.to}: unknown place`);
    const km = roadKm(from, to);
    const zone = zoneOf(from, to, km);
    const flat = zone === 'brussels_periphery';
    const shipment: Shipment = { ...defaultShipment, zone, vehicle: 'van', distanceKm: flat ? 0 : km };
    const state: WizardState = {
      shipment,
      step: 'result',
      distanceProblem: null,
      route: flat ? { from: '', to: '', fill: false } : { from: from.fr, to: to.fr, fill: false },
    };
    return { from, to, km, shipment, totalCents: quote(shipment).total, query: wizardQuery(state) };
  });
}

/** The tariffs and delays page: the product line as one table, then example trips priced by the simulator's tariff. */
export function tariffsPage(site: Site): PageView {
  const { lang, t } = site;
  const copy = typesetDeep(tariffsCopy[lang]({ name: site.company.name }), lang);
  const path = routeOf('tariffs').paths[lang];
  const trail = [
    { name: t.breadcrumb.home, path: homePath(lang) },
    { name: copy.name, path },
  ];
  const trips = pricedTrips();
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [webPage(site, copy, path), breadcrumbList(site, trail)],
    body: (
      <>
        <PageHero trail={trail} title={copy.heroTitle} lead={copy.heroLead}>
          {null}
        </PageHero>
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
  };
}

/** The example trips as a table: places, distance, zone and vehicle, price, and the link to the simulator's result. */
function ExampleTrips({ site, copy, trips }: { site: Site; copy: TariffsCopy['examples']; trips: PricedTrip[] }) {
  const { lang, f, t } = site;
  return (
    <div className="table-wrap table-scroll" tabIndex={0} role="region" aria-label={copy.caption}>
      <table className="example-trips">
        <caption>{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.head.trip}</th>
            <th scope="col">{copy.head.distance}</th>
            <th scope="col">{copy.head.choice}</th>
            <th scope="col">{copy.head.price}</th>
            <th scope="col">{copy.head.simulator}</th>
          </tr>
        </thead>
        <tbody>
          {trips.map((trip) => {
            const flat = trip.shipment.distanceKm === 0;
            return (
              <tr key={trip.query} data-trip={`${trip.from.nis}-${trip.to.nis}`}>
                <th scope="row">{fill(copy.trip, { from: trip.from[lang], to: trip.to[lang] })}</th>
                <td>{`${f.num(trip.km)}\u00a0km`}</td>
                <td>
                  {`${t.simulator.zones[trip.shipment.zone].name}, ${t.simulator.vehicles[trip.shipment.vehicle].name.toLowerCase()}`}
                  {flat ? ` (${copy.flat})` : ''}
                </td>
                <td data-price-cents={trip.totalCents}>{f.eur(trip.totalCents / 100, 2)}</td>
                <td>
                  <a href={`${homePath(lang)}?${trip.query}#simulator`}>{copy.open}</a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** schema.org WebPage of the tariffs page, published by the company's Organization. */
function webPage(site: Site, copy: TariffsCopy, path: string): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: copy.heroTitle,
    description: copy.description,
    url: absoluteUrl(site.siteUrl, path),
    inLanguage: langTag[site.lang],
    publisher: { '@id': `${site.siteUrl}/#organization` },
  };
}
