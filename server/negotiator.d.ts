// The part of negotiator 1.x the server uses, as its README documents it (@types/negotiator
// describes 0.6, which lacks the `preferred` option).
declare module 'negotiator' {
  /** Content negotiation over a request's Accept-* headers. */
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The most preferred language among `available`, if any is acceptable. */
    language(available: readonly string[]): string | undefined;
    /** The most preferred encoding among `available`; ties go to the order of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
