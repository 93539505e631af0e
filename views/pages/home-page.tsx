import { home } from '../../shared/content/home';
import type { Card, HomeCopy, PlanCopy } from '../../shared/content/types';
import { routeOf } from '../../shared/routes';
import { colon, typesetDeep } from '../../shared/typography';
import { Icon } from '../icons';
import { navLinks } from '../layout';
import { placeIndex } from '../../shared/place-list';
import { estimateRoute } from '../../shared/places';
import { trackRecord } from '../../shared/offer';
import { isBrusselsZone } from '../../shared/pricing';
import { withRouteEstimate, wizardFromQuery } from '../../shared/simulator-state';
import { simulationSummary } from '../islands/simulator-summary';
import { ContactSection } from '../sections/contact-section';
import { FaqList } from '../sections/faq-list';
import { Figures } from '../sections/figures';
import { coverageMapAlt } from '../map-text';
import { MapImage } from '../sections/map-image';
import { PlaceList } from '../sections/place-list';
import { SectionHead } from '../sections/section-head';
import { SimulatorSection } from '../sections/simulator-section';
import type { Site } from '../site-context';
import { telHref, useSite } from '../site-context';
import { anchorTo, homeSections } from '../anchors';
import { localBusiness, navigation, organization, website } from '../structured-data';
import type { PageView } from './page-view';

const homeCopies = new Map<string, HomeCopy>();

/** The home page's copy, typeset, built once per language and company name (simulator states re-render the page). */
function homeCopyOf(site: Site): HomeCopy {
  const key = `${site.lang} ${site.company.name}`;
  let copy = homeCopies.get(key);
  if (!copy) homeCopies.set(key, (copy = typesetDeep(home[site.lang](site.f, { name: site.company.name }), site.lang)));
  return copy;
}

/** The home page: the ten sections of SPEC §1 in order, contact last. */
export function homePage(site: Site, query: Record<string, unknown>): PageView {
  const copy = homeCopyOf(site);
  const asked = wizardFromQuery(query);
  // Places typed at step 4 are looked up here, so that a page without JavaScript gets its estimate.
  const typedPlaces = (asked.route.from !== '' || asked.route.to !== '') && !isBrusselsZone(asked.shipment.zone);
  const estimate = typedPlaces ? estimateRoute(asked.route, placeIndex, site.lang) : null;
  const wizard = withRouteEstimate(asked, estimate);
  // A shared estimate (step=result) arrives with the contact message already written.
  const quoteMessage = wizard.step === 'result' ? simulationSummary(site.t.simulator, site.f, wizard.shipment) : '';
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [organization(site), localBusiness(site), website(site), navigation(site, navLinks(site.lang, site.t))],
    body: (
      <>
        <Hero copy={copy} />
        <CardsSection id={homeSections.services} copy={copy.services} />
        <WhySection copy={copy} />
        <CoverageSection copy={copy} />
        <CitiesSection copy={copy} />
        <SimulatorSection copy={copy.simulator} initial={wizard} estimate={estimate} />
        <PlansSection copy={copy} />
        <AboutSection copy={copy} />
        <section id="faq" className="section section-alt" aria-labelledby="faq-title">
          <div className="container">
            <SectionHead id="faq-title" title={copy.faq.title} lead={copy.faq.lead} />
            <FaqList name="home-faq" items={copy.faq.items} />
            <p>
              <a className="btn btn-secondary" href={anchorTo('contact')}>
                {copy.faq.cta}
              </a>
            </p>
          </div>
        </section>
        <ContactSection copy={copy.contact} initialMessage={quoteMessage} />
      </>
    ),
  };
}

function Hero({ copy }: { copy: HomeCopy }) {
  const { company } = useSite();
  return (
    <section id={homeSections.home} className="hero" aria-labelledby="home-title">
      <div className="container">
        <p className="eyebrow">{copy.hero.eyebrow}</p>
        <h1 id="home-title">{copy.hero.title}</h1>
        <p className="lead">{copy.hero.lead}</p>
        <div className="actions">
          <a className="btn btn-primary" href={anchorTo('contact')}>
            {copy.hero.cta}
          </a>
          <a className="btn btn-secondary" href={telHref(company.phone)}>
            <Icon name="phone" size={20} />
            {copy.hero.call} {company.phone}
          </a>
        </div>
        <ul className="points">
          {copy.hero.points.map((point) => (
            <li key={point}>
              <Icon name="check" size={20} />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CardList({ cards }: { cards: Card[] }) {
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li className="card" key={card.title}>
          <Icon name={card.icon} />
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

function CardsSection({ id, copy }: { id: string; copy: HomeCopy['services'] }) {
  return (
    <section id={id} className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHead id={`${id}-title`} title={copy.title} lead={copy.lead} />
        <CardList cards={copy.cards} />
      </div>
    </section>
  );
}

function WhySection({ copy }: { copy: HomeCopy }) {
  const { f } = useSite();
  const stats = [
    { value: f.pct(trackRecord.onTimePct), label: copy.why.stats.onTime },
    { value: f.pct(trackRecord.recommendPct), label: copy.why.stats.recommend },
    { value: '24/7', label: copy.why.stats.support },
    { value: f.pct(trackRecord.trackedPct), label: copy.why.stats.traceability },
  ];
  return (
    <section id="why" className="section section-alt" aria-labelledby="why-title">
      <div className="container">
        <SectionHead id="why-title" title={copy.why.title} lead={copy.why.lead} />
        <CardList cards={copy.why.cards} />
        <Figures figures={stats} />
      </div>
    </section>
  );
}


function CoverageSection({ copy }: { copy: HomeCopy }) {
  const { assets, lang, t } = useSite();
  return (
    <section id="coverage" className="section" aria-labelledby="coverage-title">
      <div className="container">
        <SectionHead id="coverage-title" title={copy.coverage.title} lead={copy.coverage.lead} />
        <div className="two-cols">
          <div>
            <h3>{copy.coverage.belgiumTitle}</h3>
            <PlaceList block="belgium" places={copy.coverage.belgium} />
          </div>
          <div>
            <h3>{copy.coverage.internationalTitle}</h3>
            <p>{copy.coverage.internationalText}</p>
            <PlaceList block="countries" places={copy.coverage.countries} icon="globe" />
            <MapImage map={assets.maps.home[lang]} alt={coverageMapAlt(t, copy.coverage.belgium.length)} />
          </div>
        </div>
      </div>
    </section>
  );
}

function CitiesSection({ copy }: { copy: HomeCopy }) {
  const { lang } = useSite();
  return (
    <section id="cities" className="section section-alt" aria-labelledby="cities-title">
      <div className="container">
        <SectionHead id="cities-title" title={copy.cities.title} lead={copy.cities.lead} />
        <ul className="cards" data-block="city-cards">
          {copy.cities.cards.map((card) => {
            const { cityId } = card;
            return (
              <li className="card" key={card.name}>
                <h3>{card.name}</h3>
                <p className="card-meta">
                  {card.region} · {card.population}
                </p>
                <p>{card.description}</p>
                {cityId && (
                  <a href={routeOf('city', cityId).paths[lang]}>
                    {copy.cities.linkLabel}
                    <span className="visually-hidden">{colon(lang) + card.name}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
        <h3 className="others-title">{copy.cities.othersTitle}</h3>
        <ul className="others" data-block="other-cities">
          {copy.cities.others.map((city) => (
            <li key={city}>{city}</li>
          ))}
        </ul>
        <p>
          <a className="btn btn-secondary" href={anchorTo('contact')}>
            {copy.cities.cta}
          </a>
        </p>
      </div>
    </section>
  );
}

function Plan({ plan, popular }: { plan: PlanCopy; popular?: string }) {
  return (
    <li className={popular ? 'card plan plan-popular' : 'card plan'}>
      {popular && <p className="badge">{popular}</p>}
      <h3>{plan.name}</h3>
      <p>{plan.description}</p>
      <ul className="checks">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {feature}
          </li>
        ))}
      </ul>
      <a className={popular ? 'btn btn-primary' : 'btn btn-secondary'} href={anchorTo('contact')}>
        {plan.cta}
      </a>
    </li>
  );
}

function PlansSection({ copy }: { copy: HomeCopy }) {
  const { plans } = copy;
  return (
    <section id="plans" className="section" aria-labelledby="plans-title">
      <div className="container">
        <SectionHead id="plans-title" title={plans.title} lead={plans.lead} />
        <ul className="cards plans">
          <Plan plan={plans.standard} />
          <Plan plan={plans.premium} popular={plans.popular} />
          <Plan plan={plans.urgent} />
        </ul>
      </div>
    </section>
  );
}

function AboutSection({ copy }: { copy: HomeCopy }) {
  return (
    <section id={homeSections.about} className="section section-alt" aria-labelledby="about-title">
      <div className="container">
        <SectionHead id="about-title" title={copy.about.title} />
        <div className="prose">
          {copy.about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Figures
          figures={[
            { value: `${trackRecord.years}+`, label: copy.about.stats.years },
            { value: `${trackRecord.vans}+`, label: copy.about.stats.vans },
            { value: `${trackRecord.clients}+`, label: copy.about.stats.clients },
          ]}
        />
      </div>
    </section>
  );
}
