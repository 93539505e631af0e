import { ContactForm } from '../../views/islands/contact-form';
import { islandHydrator } from '../hydrate';

/** Hydrates the contact form. */
export const hydrate = islandHydrator('contact', ContactForm);
