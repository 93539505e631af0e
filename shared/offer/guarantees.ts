/**
 * The refund guarantee of SPEC §9, per product of the line: Express guarantees its pickup time
 * ("pickup-time guarantee with refund", Dutch express page), Urgent the time it promised ("refund if
 * the promised time is missed", Dutch urgent page). The general terms of carriage read it.
 */
import type { ProductId } from './products';

/** What a product refunds when it misses it: the pickup time, or the promised pickup and delivery times. */
export type RefundGuarantee = 'pickup' | 'promised';

/** The products whose time is guaranteed with a refund of the carriage price. */
export const refundGuarantees: Partial<Record<ProductId, RefundGuarantee>> = {
  express: 'pickup',
  urgent: 'promised',
};
