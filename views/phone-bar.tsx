import { homePath } from '../shared/routes';
import { anchorTo } from './anchors';
import { Icon } from './icons';
import { telHref, useSite } from './site-context';

/**
 * The bar that stays at the bottom of a phone's screen (CSS shows it below 40rem): our number, a
 * tap away, and "Prix"/"Prijs", which leads to the price simulator of the home page.
 */
export function PhoneBar() {
  const { lang, t, company } = useSite();
  return (
    <nav className="phone-bar" aria-label={t.phoneBar.label}>
      <a className="phone-bar-call" href={telHref(company.phone)}>
        <Icon name="phone" size={20} />
        {company.phone}
      </a>
      <a className="btn btn-primary" href={homePath(lang) + anchorTo('simulator')}>
        {t.phoneBar.price}
      </a>
    </nav>
  );
}
