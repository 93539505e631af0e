import type { Lang } from '../shared/langs';
import { langTag } from '../shared/langs';
import { homePath } from '../shared/routes';
import { absoluteUrl } from './head';
import type { Site } from './site-context';

/** schema.org Organization of the company, with its contact point and address. */
export function organization(site: Site): object {
  const { company, siteUrl } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: company.name,
    url: absoluteUrl(siteUrl, homePath(site.lang)),
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    telephone: company.phone,
    email: company.email,
    address: postalAddress(site),
    areaServed: belgium(site.lang),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.phone,
      email: company.email,
      availableLanguage: ['fr', 'nl'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    },
  };
}

function postalAddress(site: Site): object {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.company.street,
    postalCode: site.company.postalCode,
    addressLocality: site.company.town,
    addressCountry: 'BE',
  };
}

/** schema.org WebSite of one language version. */
export function website(site: Site): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.company.name,
    url: absoluteUrl(site.siteUrl, homePath(site.lang)),
    inLanguage: langTag[site.lang],
    publisher: { '@id': `${site.siteUrl}/#organization` },
  };
}

/** schema.org SiteNavigationElement list of the main navigation. */
export function navigation(site: Site, links: { label: string; href: string }[]): object {
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
export function breadcrumbList(site: Site, trail: { name: string; path: string }[]): object {
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

/** schema.org Service offered by the company, with the area it serves and its "from" prices. */
export function service(
  site: Site,
  details: {
    name: string;
    description: string;
    path: string;
    areaServed: object;
    offers?: { name: string; price: number }[] | undefined;
  },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: details.name,
    description: details.description,
    serviceType: details.name,
    url: absoluteUrl(site.siteUrl, details.path),
    inLanguage: langTag[site.lang],
    provider: {
      '@type': 'Organization',
      '@id': `${site.siteUrl}/#organization`,
      name: site.company.name,
      telephone: site.company.phone,
      address: postalAddress(site),
    },
    areaServed: details.areaServed,
    ...(details.offers?.length
      ? {
          offers: details.offers.map((offer) => ({
            '@type': 'Offer',
            name: offer.name,
            price: offer.price.toFixed(2),
            priceCurrency: 'EUR',
          })),
        }
      : {}),
  };
}

/** schema.org FAQPage of a page's questions and answers. */
export function faqPage(items: { q: string; a: string }[]): object {
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
export function belgium(lang: Lang): object {
  return { '@type': 'Country', name: lang === 'fr' ? 'Belgique' : 'België' };
}
