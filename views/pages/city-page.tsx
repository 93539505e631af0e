import { copyOf } from '../../shared/content/load';
import type { CityServiceKind } from '../../shared/content/schemas/city';
import type { CityId } from '../../shared/routes';
import { routeOf, routes } from '../../shared/routes';
import type { IconName } from '../icons';
import { Icon } from '../icons';
import { PageHero } from '../sections/page-hero';
import { cityMapAlt } from '../map-text';
import { MapImage } from '../sections/map-image';
import { PlaceList } from '../sections/place-list';
import type { Site } from '../site-context';
import { telHref } from '../site-context';
import { breadcrumbList, serviceWebPage } from '../structured-data';
import type { PageView } from './page-view';
import { QuickQuote } from '../sections/quick-quote';
import { QuoteSection } from '../sections/quote-section';
import { quoteStateOf } from '../sections/quote-state';
import { trailFromHome } from '../breadcrumb';

const serviceIcons: Record<CityServiceKind, IconName> = {
  'same-day': 'clock',
  b2b: 'building',
  restaurants: 'fork',
  ecommerce: 'cart',
  documents: 'document',
  medical: 'cross',
  pallets: 'pallet',
  port: 'anchor',
  air: 'plane',
  industrial: 'factory',
  international: 'globe',
};

/** The other places with a page of their own, by their name in the page's language: a zone served links to its page. */
function placePages(site: Site, current: CityId): Record<string, string> {
  return Object.fromEntries(
    routes.flatMap((route) =>
      route.kind === 'city' && route.id !== current
        ? [[copyOf(site.lang, `cities/${route.id}`, site.company).name, route.paths[site.lang]]]
        : [],
    ),
  );
}

/**
 * A city or commune landing page: one view for all 32, fed by the place's copy. Its quick quote
 * (the city as departure, a button to make it the arrival) shows the trip's prices and the request
 * form on this page, below the hero (issue 28); `query` is the simulator's state.
 */
export function cityPage(site: Site, id: CityId, query: Record<string, unknown> = {}): PageView {
  const { lang, t, company } = site;
  const copy = copyOf(lang, `cities/${id}`, company);
  const path = routeOf('city', id).paths[lang];
  const trail = trailFromHome(site, copy.heroTitle, path);
  const phone = (
    <a className="btn btn-secondary" href={telHref(company.phone)}>
      <Icon name="phone" size={20} />
      {t.city.call} {company.phone}
    </a>
  );
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [
      serviceWebPage(site, {
        title: copy.title,
        name: copy.heroTitle,
        description: copy.description,
        path,
        areaServed: { '@type': 'City', name: copy.name },
      }),
      breadcrumbList(site, trail),
    ],
    body: (
      <>
        <PageHero trail={trail} title={copy.heroTitle} lead={copy.heroLead} quickQuote={<QuickQuote preset={{ from: copy.name }} swap />}>
          <div className="actions">{phone}</div>
        </PageHero>
        <section className="section" aria-labelledby="intro-title">
          <div className="container prose">
            <h2 id="intro-title">{copy.introTitle}</h2>
            {copy.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <MapImage
              map={site.assets.maps.cities[id][lang]}
              alt={cityMapAlt(t, { ...site.assets.maps.cities[id][lang], place: copy.name })}
            />
          </div>
        </section>
        {/* After the presentation, not right below the hero: the first screen of a phone loads no island's code. */}
        <QuoteSection state={quoteStateOf(site, query)} action={path} mailTo={company.email} />
        <section className="section section-alt" aria-labelledby="highlights-title">
          <div className="container">
            <h2 id="highlights-title">{t.city.highlightsTitle}</h2>
            <ul className="cards cards-3" data-block="highlights">
              <li className="card">
                <Icon name="bolt" />
                <h3>{t.city.highlights.pickup}</h3>
                <p>{copy.highlights.pickup}</p>
              </li>
              <li className="card">
                <Icon name="box" />
                <h3>{t.city.highlights.parcels}</h3>
                <p>{copy.highlights.parcels}</p>
              </li>
              <li className="card">
                <Icon name="map" />
                <h3>{t.city.highlights.coverage}</h3>
                <p>{copy.highlights.coverage}</p>
              </li>
            </ul>
          </div>
        </section>
        <section className="section" aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title">{copy.servicesTitle}</h2>
            <ul className="cards cards-3" data-block="services">
              {copy.services.map((item) => (
                <li className="card" key={item.title} data-service={item.kind}>
                  <Icon name={serviceIcons[item.kind]} />
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        {copy.zones && (
          <section className="section section-alt" aria-labelledby="zones-title">
            <div className="container">
              <h2 id="zones-title">{copy.zones.title}</h2>
              <PlaceList block="zones" places={copy.zones.items} links={placePages(site, id)} />
            </div>
          </section>
        )}
        <section className="section cta-band" aria-labelledby="closing-title">
          <div className="container">
            <h2 id="closing-title">{copy.closing.title}</h2>
            <p>{copy.closing.text}</p>
            <QuickQuote preset={{ from: copy.name }} idPrefix="qq-end" swap />
            <div className="actions">{phone}</div>
          </div>
        </section>
      </>
    ),
  };
}
