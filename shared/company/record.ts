/**
 * The company's own record: figures it states about itself (punctuality, recommendation, years, fleet,
 * clients). They are claims, not offer terms: set by configuration (server/config.ts, COMPANY_RECORD_*),
 * with SPEC's figures as defaults, and worded on the pages as the company's own statement.
 */

/** The figures of the record. */
export type CompanyRecord = {
  /** Share of all deliveries on time over the last 12 months, in percent. */
  onTimePct: number;
  /** Share of clients who recommend the company, in percent (from its own survey). */
  recommendPct: number;
  /** Share of shipments tracked from pickup to delivery, in percent. */
  trackedPct: number;
  /** What clients save at most on urgent transport costs, in percent. */
  savingsPct: number;
  /** Years in business, vans on the road, clients: shown as "Plus de 15" in French, "15+" in Dutch. */
  years: number;
  vans: number;
  clients: number;
};

/** SPEC §1's figures, the defaults until the company sets the ones it can prove. */
export const specRecord: CompanyRecord = {
  onTimePct: 98.7,
  recommendPct: 95,
  trackedPct: 100,
  savingsPct: 30,
  years: 15,
  vans: 30,
  clients: 500,
};
