import { courtNames, registerAbbreviation } from '../../shared/company/courts';
import { legalFormAbbreviations } from '../../shared/company/register';
import { copyOf } from '../../shared/content/load';
import type { LegalCopy, LegalSection } from '../../shared/content/schemas/legal';
import { fill } from '../../shared/i18n/fill';
import { planName, productIds, products } from '../../shared/offer';
import { refundGuarantees } from '../../shared/offer/guarantees';
import type { LegalId } from '../../shared/routes';
import { routeOf } from '../../shared/routes';
import { typeset } from '../../shared/typography';
import { RowHeadedBody, ScrollTable } from '../sections/scroll-table';
import type { Site } from '../site-context';
import { telHref } from '../site-context';
import type { PageView } from './page-view';
import { referencePage } from './reference-page';

/** A table of a legal page: caption, column heads, rows (the first cell of a row heads it). */
type LegalTable = { caption: string; head: string[]; rows: string[][] };

/** A section of a legal page as the page shows it: its table and list written out, its links with their address. */
type LegalPageSection = Omit<LegalSection, 'table' | 'insurance' | 'refunds' | 'links'> & {
  table?: LegalTable;
  links?: { label: string; href: string }[];
};

/** A legal page's copy as the page shows it. */
type LegalPageCopy = Omit<LegalCopy, 'sections'> & { sections: LegalPageSection[] };

/** A legal page's copy, typeset, for the page's language and company: the terms' insurance rows and guaranteed times from the product line. */
export function legalPageCopy(site: Site, id: LegalId): LegalPageCopy {
  const copy = copyOf(site.lang, `legal/${id}`, site.company);
  return { ...copy, sections: copy.sections.map((section) => pageSection(site, section)) };
}

/** A section with what the page writes from the product line and the route table. */
function pageSection(site: Site, { table, insurance, refunds, links, ...section }: LegalSection): LegalPageSection {
  const { lang } = site;
  const written = insurance ? insuranceTable(site, insurance) : table;
  const items = [...(section.items ?? []), ...(refunds ? refundItems(site, refunds) : [])];
  return {
    ...section,
    ...(written ? { table: written } : {}),
    ...(items.length ? { items } : {}),
    ...(links ? { links: links.map((link) => ({ label: link.label, href: linkHref(link, lang) })) } : {}),
  };
}

/** Where a section's link leads: another site, a page of this one, or a legal page at one of its sections. */
function linkHref(link: NonNullable<LegalSection['links']>[number], lang: Site['lang']): string {
  if ('href' in link) return link.href;
  if ('page' in link) return routeOf(link.page).paths[lang];
  return `${routeOf('legal', link.legal).paths[lang]}${link.anchor ? `#${link.anchor}` : ''}`;
}

/** The general terms' insurance table: a row per product of the line, its cover included, extended and under its plan. */
function insuranceTable(site: Site, cells: NonNullable<LegalSection['insurance']>): LegalTable {
  const { lang, f } = site;
  const rows = productIds.map((id) => {
    const { name, insurance, areas, plan } = products[id];
    const byArea = areas.filter((area) => area.insuranceEur !== undefined);
    const rate = insurance.extensionRatePct ? f.pct(insurance.extensionRatePct) : '';
    return [
      name[lang],
      byArea.length
        ? byArea.map((area) => fill(cells.includedInArea, { area: area.name[lang], amount: f.eur(area.insuranceEur!) })).join(' · ')
        : f.eur(insurance.includedEur),
      insurance.extensionEur
        ? fill(rate ? cells.extensionWithRate : cells.extension, { extension: f.eur(insurance.extensionEur), rate })
        : cells.noExtension,
      plan && insurance.planEur ? fill(cells.plan, { plan: planName[plan][lang], ceiling: f.eur(insurance.planEur) }) : cells.noPlan,
    ].map((cell) => typeset(cell, lang));
  });
  return { caption: cells.caption, head: cells.head, rows };
}

/** The products whose time is guaranteed with a refund (shared/offer/guarantees.ts), each with what it guarantees. */
function refundItems(site: Site, refunds: NonNullable<LegalSection['refunds']>): string[] {
  const { lang } = site;
  return productIds.flatMap((id) => {
    const promise = refundGuarantees[id];
    return promise ? [typeset(fill(refunds[promise], { product: products[id].name[lang] }), lang)] : [];
  });
}

/**
 * A legal page: the legal notice (with the company's facts from the configuration), the privacy statement or the
 * general terms. Each section carries its `id`, the stable anchor other pages link to (`#annulation`); a page whose
 * copy has `contents` lists its sections at the top, each linked to its anchor, and numbers them (the terms' articles,
 * which the copy cites as "article 7").
 */
export function legalPage(site: Site, id: LegalId): PageView {
  const { lang } = site;
  const copy = legalPageCopy(site, id);
  const path = routeOf('legal', id).paths[lang];
  return referencePage(site, copy, path, {
    body: (
      <>
        <div className="section">
          <div className="container prose">
            {copy.facts && <CompanyFacts site={site} copy={copy} />}
            {copy.contents && (
              <nav className="legal-contents" aria-labelledby="legal-contents">
                <h2 id="legal-contents">{copy.contents}</h2>
                <ol>
                  {copy.sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.title}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            {copy.sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{copy.contents ? `${index + 1}. ${section.title}` : section.title}</h2>
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
function CompanyFacts({ site, copy }: { site: Site; copy: LegalPageCopy }) {
  const { company, lang } = site;
  const labels = copy.facts!;
  const form = company.legal.form;
  const registeredName = `${company.legal.name} ${legalFormAbbreviations[form][lang]}`;
  const office = `${company.street}, ${company.postalCode} ${company.town}`;
  const court = courtNames[company.legal.court][lang];
  return (
    <dl className="legal-facts" data-block="company-facts">
      <dt>{labels.name}</dt>
      <dd>{registeredName}</dd>
      <dt>{labels.form}</dt>
      <dd>{`${copy.legalForms![form]} (${legalFormAbbreviations[form][lang]})`}</dd>
      <dt>{labels.office}</dt>
      <dd>{office}</dd>
      <dt>{labels.number}</dt>
      <dd data-fact="enterprise-number">{company.legal.enterpriseNumber}</dd>
      <dt>{labels.register}</dt>
      <dd data-fact="register">{`${registerAbbreviation[lang]} ${court.seat} (${court.court})`}</dd>
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
      <dd>{company.legal.host || `${registeredName}, ${office}`}</dd>
    </dl>
  );
}
