import type { ContactPrefill } from '../../shared/contact/draft';
import type { HomeCopy } from '../../shared/content/schemas/home';
import { homeSections } from '../anchors';
import { Icon } from '../icons';
import { Island } from '../island';
import { termsLink } from '../legal-links';
import { NewTabLink } from '../new-tab-link';
import { telHref, useSite } from '../site-context';
import { SectionHead } from './section-head';

/** A link to the company's address on a map, opened in a new tab (no map is embedded from elsewhere). */
function mapHref(street: string, postalCode: string, town: string, country: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${street}, ${postalCode} ${town}, ${country}`)}`;
}

/**
 * The home page's contact section: telephone, e-mail and address cards, then the contact form.
 * The cards are plain links, so the section works before (and without) JavaScript.
 */
export function ContactSection({ copy, quote }: { copy: HomeCopy['contact']; quote: ContactPrefill }) {
  const site = useSite();
  const { t, company } = site;
  const terms = termsLink(site);
  return (
    <section id={homeSections.contact} className="section section-alt" aria-labelledby="contact-title">
      <div className="container">
        <SectionHead id="contact-title" title={copy.title} lead={copy.lead} />
        <div className="contact-grid">
          <ul className="cards contact-cards">
            <li className="card">
              <Icon name="phone" />
              <h3>{copy.phoneTitle}</h3>
              <p>
                <a href={telHref(company.phone)}>{company.phone}</a>
              </p>
            </li>
            <li className="card">
              <Icon name="mail" />
              <h3>{copy.emailTitle}</h3>
              <p>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </p>
            </li>
            <li className="card">
              <Icon name="pin" />
              <h3>{copy.addressTitle}</h3>
              <address>
                {company.street}
                <br />
                {company.postalCode} {company.town}
              </address>
              <p>
                <NewTabLink href={mapHref(company.street, company.postalCode, company.town, t.country)}>{copy.mapLabel}</NewTabLink>
              </p>
            </li>
          </ul>
          <div className="card contact-form-card">
            <h3>{copy.formTitle}</h3>
            <Island
              name="contact"
              props={{ lang: site.lang, labels: t.contactForm, to: company.email, phone: company.phone, initial: quote }}
            />
            <p className="form-terms">
              <a href={terms.href} data-terms-link="">
                {terms.label}
              </a>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
