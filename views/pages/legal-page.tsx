import { legalFormAbbreviations } from '../../shared/company/register';
import type { LegalCopy, LegalFacts, LegalTable } from '../../shared/content/legal';
import { courtNames, registerAbbreviation } from '../../shared/company/courts';
import { legalCopy, legalFormNames } from '../../shared/content/legal';
import { langCookieMaxAge } from '../../shared/langs';
import type { LegalId } from '../../shared/routes';
import { routeOf } from '../../shared/routes';
import { typesetDeep } from '../../shared/typography';
import { planName, productIds, products } from '../../shared/offer';
import { refundGuarantees } from '../../shared/offer/guarantees';
import type { Site } from '../site-context';
import { telHref } from '../site-context';
import type { PageView } from './page-view';
import { referencePage } from './reference-page';
import { RowHeadedBody, ScrollTable } from '../sections/scroll-table';

/** What the legal pages state about the company, from the configuration and the product line, in the page's language. */
function legalFacts(site: Site): LegalFacts {
  const { company, lang } = site;
  const court = courtNames[company.legal.court][lang];
  return {
    name: company.name,
    registeredName: `${company.legal.name} ${legalFormAbbreviations[company.legal.form][lang]}`,
    office: `${company.street}, ${company.postalCode} ${company.town}`,
    email: company.email,
    cookieDays: Math.round(langCookieMaxAge / 86_400),
    host: company.legal.host,
    register: `${registerAbbreviation[lang]} ${court.seat}`,
    court: court.court,
    paths: {
      tariffs: routeOf('tariffs').paths[lang],
      terms: routeOf('legal', 'terms').paths[lang],
      privacy: routeOf('legal', 'privacy').paths[lang],
    },
    ...productTerms(site),
  };
}

/** The general terms' facts from the product line: insurance per product, the products whose time is refunded when missed. */
function productTerms(site: Site): Pick<LegalFacts, 'insurance' | 'refunds'> {
  const { lang, f } = site;
  return {
    insurance: productIds.map((id) => {
      const { name, insurance, areas, plan } = products[id];
      const byArea = areas.filter((area) => area.insuranceEur !== undefined);
      return {
        product: name[lang],
        included: byArea.length
          ? byArea.map((area) => `${area.name[lang]}: ${f.eur(area.insuranceEur!)}`).join(' · ')
          : f.eur(insurance.includedEur),
        ...(insurance.extensionEur ? { extension: f.eur(insurance.extensionEur) } : {}),
        ...(insurance.extensionRatePct ? { extensionRate: f.pct(insurance.extensionRatePct) } : {}),
        ...(plan && insurance.planEur ? { plan: planName[plan][lang], planCeiling: f.eur(insurance.planEur) } : {}),
      };
    }),
    refunds: productIds.flatMap((id) => {
      const promise = refundGuarantees[id];
      return promise ? [{ product: products[id].name[lang], promise }] : [];
    }),
  };
}

/** A legal page's copy, typeset, for the page's language and company. */
export function legalPageCopy(site: Site, id: LegalId): LegalCopy {
  return typesetDeep(legalCopy[id][site.lang](legalFacts(site), site.f), site.lang);
}

/** A legal page: the legal notice (with the company's facts from the configuration) or the privacy statement. */
export function legalPage(site: Site, id: LegalId): PageView {
  const { lang } = site;
  const copy = legalPageCopy(site, id);
  const path = routeOf('legal', id).paths[lang];
  return referencePage(site, copy, path, {
    body: (
      <>
        <div className="section">
          <div className="container prose">
            {copy.facts && <CompanyFacts site={site} labels={copy.facts} />}
            {copy.sections.map((section, index) => (
              <section key={section.title} aria-labelledby={`legal-${index}`}>
                <h2 id={`legal-${index}`}>{section.title}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.table && <LegalTableView table={section.table} />}
                {section.items && (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.after?.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.links?.map((link) => (
                  <p key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </p>
                ))}
              </section>
            ))}
          </div>
        </div>
      </>
    ),
  });
}

/** A table of a legal page, scrolling sideways on a phone. */
function LegalTableView({ table }: { table: LegalTable }) {
  return (
    <ScrollTable caption={table.caption} head={table.head}>
      <RowHeadedBody rows={table.rows} />
    </ScrollTable>
  );
}

/**
 * The legal notice's list (CSA art. 2:20, CDE art. XII.7): registered name, form, office, enterprise
 * number, register and court, VAT number, transport licence and insurer when configured, e-mail,
 * phone, host.
 */
function CompanyFacts({ site, labels }: { site: Site; labels: NonNullable<LegalCopy['facts']> }) {
  const { company, lang } = site;
  const facts = legalFacts(site);
  const form = company.legal.form;
  return (
    <dl className="legal-facts" data-block="company-facts">
      <dt>{labels.name}</dt>
      <dd>{facts.registeredName}</dd>
      <dt>{labels.form}</dt>
      <dd>{`${legalFormNames[lang][form]} (${legalFormAbbreviations[form][lang]})`}</dd>
      <dt>{labels.office}</dt>
      <dd>{facts.office}</dd>
      <dt>{labels.number}</dt>
      <dd data-fact="enterprise-number">{company.legal.enterpriseNumber}</dd>
      <dt>{labels.register}</dt>
      <dd data-fact="register">{`${facts.register} (${facts.court})`}</dd>
      <dt>{labels.vat}</dt>
      {/* A Belgian company's VAT number is its enterprise number after "BE", kept on one line. */}
      <dd data-fact="vat-number">{`BE\u00a0${company.legal.enterpriseNumber}`}</dd>
      {company.legal.transportLicence && (
        <>
          <dt>{labels.licence}</dt>
          <dd data-fact="transport-licence">{company.legal.transportLicence}</dd>
        </>
      )}
      {company.legal.insurer && (
        <>
          <dt>{labels.insurer}</dt>
          <dd data-fact="insurer">{company.legal.insurer}</dd>
        </>
      )}
      <dt>{labels.email}</dt>
      <dd>
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </dd>
      <dt>{labels.phone}</dt>
      <dd>
        <a href={telHref(company.phone)}>{company.phone}</a>
      </dd>
      <dt>{labels.host}</dt>
      <dd>{company.legal.host || `${facts.registeredName}, ${facts.office}`}</dd>
    </dl>
  );
}
