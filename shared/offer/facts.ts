/**
 * Figures of the offer that belong to no single product: booking, support, proof of delivery, the
 * pallets' savings and rules. Each is a SPEC figure with its condition; copy reads them from here.
 */

/** Booking and changes (SPEC FAQ facts). */
export const booking = {
  /** A pickup can be booked this many days ahead. */
  aheadDays: 30,
  /** A booking can be changed up to this many hours before pickup. */
  changeHoursBefore: 2,
  /** Proof of delivery (signature or photo) is kept this many years. */
  proofKeptYears: 2,
} as const;

/** How fast the company answers (SPEC service page figures, each scoped). */
export const response = {
  /** Support: a person answers the phone within this many minutes. */
  supportMin: 2,
  /** A written quote within this many minutes (parcel page); by phone, within `quotePhoneMin` (its hero). */
  quoteMin: 5,
  quotePhoneMin: 2,
  /** Urgent: request handled and confirmed in writing within this many minutes. */
  urgentHandledMin: 5,
} as const;

/** Small pallets: savings, volumes, and the rules of SPEC §5. */
export const pallets = {
  /** Saved at most against a full pallet, in percent. */
  savingsPct: 60,
  /** Half pallets per shipment. */
  halfPerShipment: { from: 1, to: 10 },
  /** Degressive rates from this many pallets a month. */
  degressiveFromPerMonth: 5,
  /** Chilled transport, range in °C. */
  chilledC: { from: -20, to: 20 },
  /** Turns of stretch film at least. */
  stretchTurns: 3,
} as const;

/** Volumetric weight divisors (length × width × height in cm / divisor = kg). */
export const volumetricDivisor = { parcel: 5000, pallets: 3000 } as const;

/** The simulator's "waiting on site" option covers this many minutes at most (SPEC §9). */
export const waitingMaxMin = 30;
