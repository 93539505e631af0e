import type { LegalForm } from './company-register';
import type { Lang } from './langs';

/** The company's details as the views show them (from the server's configuration). */
export type CompanyDetails = {
  name: string;
  phone: string;
  email: string;
  urgentEmail: string;
  street: string;
  postalCode: string;
  town: string;
  /** What the legal notice must state: registered name and form, enterprise number, the site's host. */
  legal: {
    name: string;
    form: LegalForm;
    /** As the register writes it: "BE 0123.456.749". */
    enterpriseNumber: string;
    /** Name and address of the site's host; empty when the company hosts the site itself. */
    host: string;
  };
  /** Where the depot is, for the LocalBusiness of the structured data. */
  geo: { latitude: number; longitude: number };
};

/** The company's contact details (SPEC's {phone} and {email}), with the street in each language. */
export type Company = Omit<CompanyDetails, 'street'> & {
  /** The street as each language writes it (Brussels streets have a French and a Dutch name). */
  street: Record<Lang, string>;
};
