import { home } from '../../shared/content/home';
import type { HomeCopy } from '../../shared/content/types';
import { placeIndex } from '../../shared/place-list';
import { estimateRoute } from '../../shared/places';
import { withRouteEstimate, wizardFromQuery } from '../../shared/simulator-state';
import { typesetDeep } from '../../shared/typography';
import { fiveCitiesOf, promiseWords, tripPromise } from '../../shared/offer';
import { quoteRequest } from '../islands/simulator/summary';
import { navLinks } from '../layout';
import { AboutSection } from '../sections/about-section';
import { CitiesSection } from '../sections/cities-section';
import { ContactSection } from '../sections/contact-section';
import { CoverageSection } from '../sections/coverage-section';
import { FaqSection } from '../sections/faq-section';
import { HeroSection } from '../sections/hero-section';
import { PlansSection } from '../sections/plans-section';
import { ServicesSection } from '../sections/services-section';
import { SimulatorSection } from '../sections/simulator-section';
import { WhySection } from '../sections/why-section';
import type { Site } from '../site-context';
import { localBusiness, navigation, organization, website } from '../structured-data';
import type { PageView } from './page-view';

const homeCopies = new Map<string, HomeCopy>();

/** The home page's copy, typeset, built once per language, company name and record (simulator states re-render the page). */
function homeCopyOf(site: Site): HomeCopy {
  const key = `${site.lang} ${site.company.name} ${JSON.stringify(site.company.record)}`;
  let copy = homeCopies.get(key);
  if (!copy) homeCopies.set(key, (copy = typesetDeep(home[site.lang](site.f, { name: site.company.name, record: site.company.record }), site.lang)));
  return copy;
}

/** The home page: the ten sections of SPEC §1 in order, contact last. */
export function homePage(site: Site, query: Record<string, unknown>): PageView {
  const copy = homeCopyOf(site);
  const asked = wizardFromQuery(query);
  // Places typed (quick quote, step 1, step 4) are looked up here, so that a page without JavaScript gets its zone and estimate.
  const typedPlaces = asked.route.from !== '' || asked.route.to !== '';
  const estimate = typedPlaces ? estimateRoute(asked.route, placeIndex, site.lang) : null;
  const wizard = withRouteEstimate(asked, estimate);
  // An estimate in the URL (step=result: a shared one, or the result's quote link) arrives with the
  // trip and the message already in the contact form, with or without JavaScript.
  const cities = estimate?.kind === 'known' && estimate.zone === wizard.shipment.zone ? fiveCitiesOf(estimate.from, estimate.to) : undefined;
  const promise = promiseWords(site.lang, tripPromise(wizard.shipment, cities));
  const quote = wizard.step === 'result' ? quoteRequest(site.t.simulator, site.f, wizard.shipment, wizard.route, promise) : {};
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [organization(site), localBusiness(site), website(site), navigation(site, navLinks(site.lang, site.t))],
    body: (
      <>
        <HeroSection copy={copy.hero} />
        <ServicesSection copy={copy.services} />
        <WhySection copy={copy.why} />
        <CoverageSection copy={copy.coverage} cityCards={copy.cities.cards} />
        <CitiesSection copy={copy.cities} />
        <SimulatorSection copy={copy.simulator} initial={wizard} estimate={estimate} />
        <PlansSection copy={copy.plans} />
        <AboutSection copy={copy.about} />
        <FaqSection copy={copy.faq} />
        <ContactSection copy={copy.contact} quote={quote} />
      </>
    ),
  };
}
