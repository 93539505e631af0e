import { copyOf } from '../../shared/content/load';
import { quoteStateOf } from '../sections/quote-state';
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

/** The home page: the ten sections of SPEC §1 in order, contact last. */
export function homePage(site: Site, query: Record<string, unknown>): PageView {
  const copy = copyOf(site.lang, 'home', site.company);
  const { wizard, estimate, request: quote } = quoteStateOf(site, query);
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
