/**
 * The one promise of a simulator trip: which product the visitor's speed buys for that trip, and that
 * product's cell (pickup, delivery, cut-off, insurance) where the trip runs. The
 * simulator's result, the quick quote and every page read the same cells (./products.ts), so a buyer who
 * asks the same question twice gets one answer.
 */
import type { Place } from '../places/places';
import type { Shipment } from './quote';
import type { Speed, Zone } from './tariff';
import { isBrusselsZone } from './tariff';
import type { Area, Both, CutOff, ProductId, Span } from './products';
import { areaOf, products } from './products';
import { cityAreas, inCityArea } from './city-areas';

/** Where a trip's two ends lie among the five big cities: inside one of them, between two of them, or neither. */
export type FiveCities = 'within' | 'between' | undefined;

/** Which of the five cities' served areas a place is in (./city-areas.ts, by its NIS code), or -1. */
function cityOf(place: Pick<Place, 'nis'>): number {
  return cityAreas.findIndex((area) => inCityArea(area, place.nis));
}

/** Whether a trip stays inside one of the five cities' served areas or links two of them. */
export function fiveCitiesOf(from: Pick<Place, 'nis'>, to: Pick<Place, 'nis'>): FiveCities {
  const a = cityOf(from);
  const b = cityOf(to);
  if (a < 0 || b < 0) return undefined;
  return a === b ? 'within' : 'between';
}

/** What a trip's promise says: the product, its cell, and that cell's figures. */
export type TripPromise = {
  product: ProductId;
  area: string;
  name: Both;
  pickup: Span | 'agreed';
  delivery: Span;
  cutOff?: CutOff;
  insuranceEur: number;
};

/** The promise of a cell of the product line. */
export function cellPromise(product: ProductId, areaId: string): TripPromise {
  const area: Area = areaOf(product, areaId);
  const p = products[product];
  const promise: TripPromise = {
    product,
    area: areaId,
    name: p.name,
    pickup: area.pickup,
    delivery: area.delivery,
    insuranceEur: area.insuranceEur ?? p.insurance.includedEur,
  };
  if (area.cutOff) promise.cutOff = area.cutOff;
  return promise;
}

/** The urgent band a trip falls in, by its zone and distance (the Brussels zones are local). */
function urgentBand(zone: Zone, km: number): string {
  if (isBrusselsZone(zone)) return 'local';
  return (
    products.urgent.areas.find((a) => a.km && a.zones.includes(zone) && km >= a.km.from && (a.km.to === undefined || km <= a.km.to))?.id ??
    'long'
  );
}

/** The product and cell a speed buys for a trip: the day speed is Express in Brussels and the five cities, Standard beyond. */
export function tripCell(zone: Zone, speed: Speed, distanceKm: number, cities?: FiveCities): { product: ProductId; area: string } {
  if (speed === 'urgent') return { product: 'urgent', area: urgentBand(zone, distanceKm) };
  if (speed === 'night' || speed === 'weekend') return { product: speed, area: 'belgium' };
  if (isBrusselsZone(zone)) return { product: 'express', area: 'brussels' };
  if (cities === 'within' && zone === 'upTo100Km') return { product: 'express', area: 'city' };
  if (cities === 'between') return { product: 'express', area: 'betweenCities' };
  return { product: 'standard', area: zone };
}

/** The promise of a simulator trip (the speed's product, in the cell where the trip runs). */
export function tripPromise(shipment: Pick<Shipment, 'zone' | 'speed' | 'distanceKm'>, cities?: FiveCities): TripPromise {
  const { product, area } = tripCell(shipment.zone, shipment.speed, shipment.distanceKm, cities);
  return cellPromise(product, area);
}

/** The latest a promise delivers, in hours after confirmation, to compare two promises (a same day counts as 12 h). */
export function deliveryHours(span: Span): number {
  const to = span.to ?? span.from;
  switch (span.unit) {
    case 'min':
      return to / 60;
    case 'h':
      return to;
    case 'workday':
      return to === 0 ? 12 : to * 24;
    case 'day':
      return to * 24;
    case 'before':
      return 12;
  }
}
