import { homePath } from '../shared/routes';
import { quickQuoteId } from './sections/quick-quote';
import { Icon } from './icons';
import { telHref, useSite } from './site-context';

/**
 * The bar that stays at the bottom of a phone's screen (CSS shows it below 40rem): our number, a
 * tap away, and "Prix"/"Prijs", which leads to the page's own quick quote (home, city and service
 * pages have one in their hero), or to the home page's on the other pages.
 */
export function PhoneBar() {
  const { lang, t, company, page } = useSite();
  const hasQuickQuote = page !== undefined && ['home', 'city', 'service'].includes(page.route.kind);
  const priceHref = `${hasQuickQuote ? '' : homePath(lang)}#${quickQuoteId}`;
  return (
    <nav className="phone-bar" aria-label={t.phoneBar.label}>
      <a className="phone-bar-call" href={telHref(company.phone)}>
        <Icon name="phone" size={20} />
        {company.phone}
      </a>
      <a className="btn btn-primary" href={priceHref}>
        {t.phoneBar.price}
      </a>
    </nav>
  );
}
