import { z } from 'zod';
import { terms, text } from './common';

/** Everything the tariffs and delays page says around its figures, in one language (content/<lang>/tariffs.yaml). */
const schema = z.object({
  /** Short name for the footer link and the breadcrumb. */
  name: text,
  title: text,
  description: text,
  heroTitle: text,
  heroLead: text,
  products: z.object({
    title: text,
    lead: text,
    caption: text,
    /** Column heads, in the table's order. */
    head: z.object({
      product: text,
      area: text,
      pickup: text,
      delivery: text,
      cutOff: text,
      insurance: text,
      limits: text,
      price: text,
    }),
    /** Said on a phone above the table, which scrolls sideways. */
    scrollHint: text,
    /** The line on VAT under the table. */
    vatNote: text,
    /** The clauses of the general terms that govern the cover and the guaranteed times the table states (their anchors). */
    terms: z.object({ insurance: terms, guarantee: terms }),
    /** The line under the table that lists the centre zone's communes, named in the prices' scope: `{area}` the name of the other Brussels zone. */
    centreNote: text,
    /** The words of the cells around the product line's figures. */
    cells: z.object({
      /** The plan that sells the product under contract: `{plan}`. */
      contract: text,
      /** Insurance extension and the plan's ceiling: `{amount}`, `{plan}`. */
      extension: text,
      plan: text,
      /** Each km beyond the "from" price, return included, per vehicle: `{rates}`. */
      perKm: text,
      /** Each km beyond the reference trip's `{km}`: `{price}`. */
      perKmBeyond: text,
      /** Under a "from" price that is not priced by the km: any other trip is priced by the simulator. */
      otherTrips: text,
      /** Priced by the simulator's kilometre, with no one "from" price. */
      byDistance: text,
      /** No figure: agreed at booking, priced on quote, no cut-off. */
      onQuote: text,
      none: text,
    }),
  }),
  /** What the simulator adds to a trip's price beyond the product's "from" price: options, return, surcharges. */
  extras: z.object({
    title: text,
    lead: text,
    /** One option of the list: `{option}` its name, `{price}` its price excl. and incl. VAT. */
    option: text,
    /** The automatic return beyond the Brussels zones, per km. */
    returnPerKm: text,
    /** Urgent, Night and Weekend in the Brussels zones: `{amounts}` the flat amount per vehicle. */
    outOfDayBrussels: text,
    /** The same beyond: a share of the base and the outbound km. */
    outOfDayOutside: text,
    /** Urgent's own surcharges at night and on Sundays. */
    urgent: text,
    /** `{price}` for `{vehicle}`, in a list of amounts per vehicle. */
    perVehicle: text,
    /** Said of an option sold only in the Brussels zones. */
    brusselsOnly: text,
    /** The smallest vehicle, in Brussels and beyond, with its load. */
    scooter: text,
    car: text,
  }),
  examples: z.object({
    title: text,
    lead: text,
    caption: text,
    head: z.object({ trip: text, distance: text, choice: text, price: text, simulator: text }),
    /** `{from}` to `{to}`: the trip's places. */
    trip: text,
    /** The link that opens the simulator on the trip's result. */
    open: text,
    /** Said of a trip inside the Brussels Region, priced flat. */
    flat: text,
    /** Said instead of the vehicle when every vehicle costs the same for the trip. */
    anyVehicle: text,
    /** The line under the examples: how the distance is estimated. */
    note: text,
  }),
  terms: z.object({ title: text, text, link: text }),
});

/** The tariffs page's copy, as the views read it. */
export type TariffsCopy = z.infer<typeof schema>;

/**
 * The tariffs page's content: its schema, and the placeholders its view fills per row or per list (a product's
 * plan and amounts, an option, a trip's places, the amounts per vehicle, the other Brussels zone's name).
 */
export const tariffsEntry = {
  schema,
  kept: ['plan', 'amount', 'rates', 'price', 'km', 'option', 'amounts', 'vehicle', 'from', 'to', 'area'] as readonly string[],
};
