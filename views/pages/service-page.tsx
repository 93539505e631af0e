import { Fragment } from 'react';
import type { ServiceBlock, ServiceCopy } from '../../shared/content/schemas/service';
import { areaOf, areaPrice, tripPrice, type VatPrice } from '../../shared/offer';
import type { ServiceId } from '../../shared/routes';
import { routeOf, routes } from '../../shared/routes';
import { Icon } from '../icons';
import { FaqList } from '../sections/faq-list';
import { Figures } from '../sections/figures';
import { PageHero } from '../sections/page-hero';
import type { QuickQuotePreset } from '../sections/quick-quote';
import { QuickQuote } from '../sections/quick-quote';
import { QuoteSection } from '../sections/quote-section';
import { quoteStateOf } from '../sections/quote-state';
import { contactFormId } from '../../shared/contact/draft';
import { serviceCopyOf, serviceName } from '../service-names';
import type { Site } from '../site-context';
import { telHref, useSite } from '../site-context';
import { belgium, breadcrumbList, faqPage, serviceWebPage } from '../structured-data';
import type { PageView } from './page-view';
import { anchorTo, homeSections } from '../anchors';
import { ClauseLink } from '../sections/clause-link';
import { RowHeadedBody, ScrollTable } from '../sections/scroll-table';
import { trailFromHome } from '../breadcrumb';

/**
 * The product each service page prices in its quick quote: the express page its day speed (Express in
 * Brussels and the five cities), the urgent page Urgent, small pallets by van; parcels the simulator's defaults.
 */
const quickQuotePresets: Record<ServiceId, QuickQuotePreset> = {
  express: {},
  parcel: {},
  pallets: { vehicle: 'van' },
  urgent: { speed: 'urgent' },
};

/**
 * A service page: hero with key figures, the price and the request for the page's product (issue
 * 28: the quick quote's result and the request form, on this page), the page's blocks, its own
 * contact section, links to the others. `query` is the simulator's state.
 */
export function servicePage(site: Site, id: ServiceId, query: Record<string, unknown> = {}): PageView {
  const { lang, t } = site;
  const copy = serviceCopyOf(lang, id, site.company);
  const path = routeOf('service', id).paths[lang];
  const trail = trailFromHome(site, copy.name, path);
  const faqs = copy.blocks.flatMap((block) => (block.type === 'faq' ? block.items : []));
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [
      serviceWebPage(site, {
        title: copy.title,
        name: copy.name,
        description: copy.description,
        path,
        areaServed: belgium(site.t),
        offers: copy.offers?.map((offer) => ({ name: offer.name, price: offerPrice(offer) })),
      }),
      breadcrumbList(site, trail),
      ...(faqs.length ? [faqPage(faqs)] : []),
    ],
    body: (
      <>
        <PageHero trail={trail} title={copy.heroTitle} lead={copy.heroLead} quickQuote={<QuickQuote preset={quickQuotePresets[id]} />}>
          <div className="actions">
            <a className="btn btn-primary" href={`#${contactFormId}`}>
              {t.service.quote}
            </a>
            <a className="btn btn-secondary" href={telHref(site.company.phone)}>
              <Icon name="phone" size={20} />
              {copy.actions?.call ?? `${t.service.call} ${site.company.phone}`}
            </a>
            {copy.actions?.moreInfo && (
              <a className="btn btn-secondary" href={anchorTo('contact')}>
                {copy.actions.moreInfo}
              </a>
            )}
          </div>
          <Figures figures={copy.heroFigures} />
        </PageHero>
        {copy.blocks.map((block, index) => (
          <Fragment key={block.title}>
            <section id={block.id} className={index % 2 ? 'section section-alt' : 'section'} aria-labelledby={`block-${index}`}>
              <div className="container">
                <h2 id={`block-${index}`}>{block.title}</h2>
                <Block block={block} />
              </div>
            </section>
            {/* After the first block, not right below the hero: the first screen of a phone loads no island's code. */}
            {index === 0 && (
              <QuoteSection
                state={quoteStateOf(site, query)}
                action={path}
                mailTo={copy.contact.mail === 'urgent' ? site.company.urgentEmail : site.company.email}
              />
            )}
          </Fragment>
        ))}
        {copy.actions?.lessUrgent && (
          <section className="section" aria-label={copy.actions.lessUrgent.linkLabel}>
            <div className="container">
              <p className="lead">
                {copy.actions.lessUrgent.text} <a href={routeOf('service', 'express').paths[lang]}>{copy.actions.lessUrgent.linkLabel}</a>
              </p>
            </div>
          </section>
        )}
        <ServiceContact copy={copy} />
        <OtherServices current={id} />
      </>
    ),
  };
}

/** An offer's price: the "from" price of its product's area, or of that area's reference trip in another vehicle. */
function offerPrice(offer: NonNullable<ServiceCopy['offers']>[number]): VatPrice {
  if (!offer.vehicle) return areaPrice(offer.product, offer.area);
  const rule = areaOf(offer.product, offer.area).price;
  if (!rule) throw new Error(`${offer.product}/${offer.area} is priced on quote: no trip to price in another vehicle`);
  return tripPrice({ ...rule.trip, vehicle: offer.vehicle });
}

function Block({ block }: { block: ServiceBlock }) {
  switch (block.type) {
    case 'text':
      return (
        <div className="prose">
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ClauseLink anchor={block.terms} />
        </div>
      );
    case 'cards':
      return (
        <>
          {block.intro && <p className="lead">{block.intro}</p>}
          <ul className="cards">
            {block.cards.map((card) => (
              <li className="card" key={card.title}>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
                <ClauseLink anchor={card.terms} />
                {card.points && (
                  <ul>
                    {card.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      );
    case 'figures':
      return <Figures figures={block.figures} />;
    case 'steps':
      return (
        <>
          {block.intro && <p className="lead">{block.intro}</p>}
          <ol className="steps">
            {block.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
                <ClauseLink anchor={step.terms} />
              </li>
            ))}
          </ol>
        </>
      );
    case 'list':
      return (
        <>
          {block.intro && <p>{block.intro}</p>}
          <ul className="checks">
            {block.items.map((item) => (
              <li key={item}>
                <Icon name="check" size={18} />
                {item}
              </li>
            ))}
          </ul>
        </>
      );
    case 'table':
      return (
        <>
          <ScrollTable caption={block.caption} head={block.head} className="stack-table">
            <RowHeadedBody rows={block.rows} labels={block.head} />
          </ScrollTable>
          {block.notes && (
            <ul className="notes">
              {block.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          <ClauseLink anchor={block.terms} />
        </>
      );
    case 'faq':
      return <FaqList name={`faq-${block.id ?? 'service'}`} items={block.items} />;
  }
}

function ServiceContact({ copy }: { copy: ServiceCopy }) {
  const { company } = useSite();
  const email = copy.contact.mail === 'urgent' ? company.urgentEmail : company.email;
  return (
    <section id={homeSections.contact} className="section cta-band" aria-labelledby="contact-title">
      <div className="container">
        <h2 id="contact-title">{copy.contact.title}</h2>
        <p>{copy.contact.text}</p>
        <div className="actions">
          <a className="btn btn-primary" href={`mailto:${email}?subject=${encodeURIComponent(copy.name)}`}>
            <Icon name="mail" size={20} />
            {copy.contact.mailLabel}
          </a>
          <a className="btn btn-secondary" href={telHref(company.phone)}>
            <Icon name="phone" size={20} />
            {copy.contact.phoneLabel} {company.phone}
          </a>
        </div>
        <p>
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      </div>
    </section>
  );
}

function OtherServices({ current }: { current: ServiceId }) {
  const { lang, t, company } = useSite();
  return (
    <nav className="section other-services" aria-labelledby="other-services-title">
      <div className="container">
        <h2 id="other-services-title">{t.service.otherServices}</h2>
        <ul className="cards">
          {routes
            .filter((route) => route.kind === 'service' && route.id !== current)
            .map((route) => (
              <li className="card" key={route.id}>
                <a href={route.paths[lang]}>
                  {serviceName(route.id as ServiceId, lang, company)}
                  <Icon name="arrow" size={18} />
                </a>
              </li>
            ))}
        </ul>
      </div>
    </nav>
  );
}
