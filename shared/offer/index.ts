/** The product line and what reads it: products, SPEC's lists mapped onto them, facts, VAT, words. */
export * from './tariff';
export * from './quote';
export * from './options';
export * from './products';
export * from './mapping';
export * from './facts';
export * from './vat';
export * from './words';
export * from './promises';
export * from './city-areas';
export * from './figures';
