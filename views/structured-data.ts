import type {
  BreadcrumbList,
  Country,
  FAQPage,
  ItemList,
  LocalBusiness,
  Offer,
  Organization,
  Place,
  PostalAddress,
  PriceSpecification,
  Service,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { VatPrice } from '../shared/offer/vat';
import type { Lang } from '../shared/langs';
import { langs, langTag } from '../shared/langs';
import { copyOf } from '../shared/content/load';
import { absoluteUrl } from './head';
import type { Crumb } from './breadcrumb';
import type { Site } from './site-context';
import type { Messages } from '../shared/i18n';

// Every builder is typed with schema-dts, so tsc refuses a property that its schema.org type does not
// define; tests/http/structured-data.test.ts checks the rendered blocks against the vocabulary again.

/** The one identifier of the company in every block of both languages. */
export function organizationId(site: Site): string {
  return `${site.siteUrl}/#organization`;
}

/** The one identifier of the site (both language versions) in every block. */
function websiteId(site: Site): string {
  return `${site.siteUrl}/#website`;
}

/** The days of the week, for opening hours of 24 hours a day, 7 days a week. */
const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * A text in both languages, as JSON-LD language-tagged values (schema.org Text takes them; schema-dts
 * types Text as a plain string, hence the cast). One value when both languages write it the same.
 */
function inBothLanguages(text: Record<Lang, string>): string {
  if (text.fr === text.nl) return text.fr;
  return langs.map((lang) => ({ '@value': text[lang], '@language': langTag[lang] })) as unknown as string;
}

/** The country the company serves, named in both languages: the same node on every page. */
function servedCountry(site: Site): Country {
  const name = (lang: Lang) => copyOf(lang, 'interface', site.company).country;
  return { '@type': 'Country', name: inBothLanguages({ fr: name('fr'), nl: name('nl') }) };
}

/** schema.org Organization of the company: one @id and the same values on every page of both languages. */
export function organization(site: Site): WithContext<Organization> {
  const { company, siteUrl } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: company.name,
    url: `${siteUrl}/`,
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteUrl, site.assets.logo.url),
      width: `${site.assets.logo.size}`,
      height: `${site.assets.logo.size}`,
    },
    telephone: company.phone,
    email: company.email,
    address: postalAddress(site),
    areaServed: servedCountry(site),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.phone,
      email: company.email,
      availableLanguage: ['fr', 'nl'],
      hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: [...everyDay], opens: '00:00', closes: '23:59' },
    },
  };
}

/** schema.org LocalBusiness of the depot: address, telephone, position, open 24/7, serving Belgium; the same on every page. */
export function localBusiness(site: Site): WithContext<LocalBusiness> {
  const { company, siteUrl } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#depot`,
    name: company.name,
    url: `${siteUrl}/`,
    image: absoluteUrl(siteUrl, site.assets.logo.url),
    telephone: company.phone,
    email: company.email,
    priceRange: '€€',
    address: postalAddress(site),
    // Five decimals (about a metre): the precision search engines ask of a business's position.
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude.toFixed(5), longitude: company.geo.longitude.toFixed(5) },
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: [...everyDay], opens: '00:00', closes: '23:59' },
    areaServed: servedCountry(site),
    parentOrganization: { '@id': organizationId(site) },
  };
}

function postalAddress(site: Site): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: inBothLanguages(site.company.streets),
    postalCode: site.company.postalCode,
    addressLocality: site.company.town,
    addressCountry: 'BE',
  };
}

/** schema.org WebSite: the whole site at its root, both languages, with its own @id. */
export function website(site: Site): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(site),
    name: site.company.name,
    url: `${site.siteUrl}/`,
    inLanguage: langs.map((lang) => langTag[lang]),
    publisher: { '@id': organizationId(site) },
  };
}

/** schema.org SiteNavigationElement list of the main navigation. */
export function navigation(site: Site, links: { label: string; href: string }[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: links.map((link, index) => ({
      '@type': 'SiteNavigationElement',
      position: index + 1,
      name: link.label,
      url: absoluteUrl(site.siteUrl, link.href),
    })),
  };
}

/** schema.org BreadcrumbList from the home page down to the current page. */
export function breadcrumbList(site: Site, trail: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.siteUrl, crumb.path),
    })),
  };
}

/**
 * schema.org WebPage in the page's language whose main entity is the Service the company offers
 * there, with the area it serves and its "from" prices (a minimum price, never a fixed one), excl. and incl. VAT.
 */
export function serviceWebPage(
  site: Site,
  details: {
    title: string;
    name: string;
    description: string;
    path: string;
    areaServed: Place | Country;
    offers?: { name: string; price: VatPrice }[] | undefined;
  },
): WithContext<WebPage> {
  const url = absoluteUrl(site.siteUrl, details.path);
  const offers: Offer[] = (details.offers ?? []).map((offer) => ({
    '@type': 'Offer',
    name: offer.name,
    priceSpecification: fromPriceSpecs(offer.price),
  }));
  const service: Service = {
    '@type': 'Service',
    name: details.name,
    description: details.description,
    serviceType: details.name,
    url,
    provider: { '@type': 'Organization', '@id': organizationId(site), name: site.company.name, url: `${site.siteUrl}/` },
    areaServed: details.areaServed,
    ...(offers.length ? { offers } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: details.title,
    inLanguage: langTag[site.lang],
    isPartOf: { '@id': websiteId(site) },
    mainEntity: service,
  };
}

/** A "from" price as schema.org reads it: a minimum price excluding VAT (what a business buyer reads first), and including it. */
export function fromPriceSpecs(price: VatPrice): PriceSpecification[] {
  return [
    { '@type': 'PriceSpecification', minPrice: price.exclCents / 100, priceCurrency: 'EUR', valueAddedTaxIncluded: false },
    { '@type': 'PriceSpecification', minPrice: price.inclCents / 100, priceCurrency: 'EUR', valueAddedTaxIncluded: true },
  ];
}

/** schema.org WebPage of a reference page (the tariffs, a legal page), published by the company's Organization. */
export function referenceWebPage(
  site: Site,
  page: { name: string; description: string; path: string },
  mainEntity?: WebPage['mainEntity'],
): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(site.siteUrl, page.path),
    inLanguage: langTag[site.lang],
    publisher: { '@id': organizationId(site) },
    ...(mainEntity ? { mainEntity } : {}),
  };
}

/** schema.org FAQPage of a page's questions and answers. */
export function faqPage(items: { q: string; a: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

/** The country the company serves, named in the page's language. */
export function belgium(t: Messages): Country {
  return { '@type': 'Country', name: t.country };
}
