import type { ReactNode } from 'react';
import type { Messages } from '../shared/i18n';
import type { Lang } from '../shared/langs';
import { langTag, otherLang } from '../shared/langs';
import { copyOf } from '../shared/content/load';
import { homePath, routeOf, routes } from '../shared/routes';
import { Icon } from './icons';
import { Island } from './island';
import { LegalLinks } from './legal-links';
import { PhoneBar } from './phone-bar';
import { serviceName } from './service-names';
import { telHref, useSite } from './site-context';
import { anchorTo } from './anchors';

/**
 * Links of the main navigation: anchors of the home page in a language, then the general terms and the legal notice
 * (secondary: in the menu a phone opens; wide screens have them in the footer, the header having no room).
 */
export function navLinks(lang: Lang, t: Messages): { label: string; href: string; secondary?: boolean }[] {
  const home = homePath(lang);
  return [
    { label: t.nav.home, href: home + anchorTo('home') },
    { label: t.nav.services, href: home + anchorTo('services') },
    { label: t.nav.simulator, href: home + anchorTo('simulator') },
    { label: t.nav.tariffs, href: routeOf('tariffs').paths[lang] },
    { label: t.nav.about, href: home + anchorTo('about') },
    { label: t.nav.contact, href: home + anchorTo('contact') },
    { label: t.nav.terms, href: routeOf('legal', 'terms').paths[lang], secondary: true },
    { label: t.nav.notice, href: routeOf('legal', 'notice').paths[lang], secondary: true },
  ];
}

function useNavLinks() {
  const { lang, t } = useSite();
  return navLinks(lang, t);
}

/** The frame of every page: skip link, fixed header, the page's main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <PhoneBar />
    </>
  );
}

function SiteHeader() {
  const { lang, t, company, page } = useSite();
  const other = otherLang(lang);
  const switchHref = page ? page.route.paths[other] : homePath(other);
  return (
    <header className="site-header" data-site-header="">
      <div className="container header-inner">
        <a className="logo" href={homePath(lang) + anchorTo('home')}>
          <Icon name="logo" size={32} />
          <span>{company.name}</span>
          <span className="visually-hidden">, {t.nav.logoLabel}</span>
        </a>
        <Island
          name="menu"
          props={{
            lang,
            labels: { nav: t.nav.label, open: t.nav.menuOpen, close: t.nav.menuClose, menu: t.nav.menu },
            links: useNavLinks(),
          }}
        />
        {/* biome-ignore lint/a11y/useSemanticElements: two links, not form controls: a fieldset would announce a form group. */}
        <div className="lang-switch" role="group" aria-label={t.nav.languageLabel}>
          <span className="lang-current" aria-current="true">
            {lang.toUpperCase()}
          </span>
          {/* Its name starts with the label it shows (WCAG 2.5.3, label in name). */}
          <a
            href={switchHref}
            hrefLang={langTag[other]}
            lang={langTag[other]}
            data-lang-switch={other}
            aria-label={`${other.toUpperCase()} – ${t.nav.switchTo}`}
          >
            {other.toUpperCase()}
          </a>
        </div>
        <a className="btn btn-primary header-quote" href={homePath(lang) + anchorTo('contact')}>
          {t.nav.quote}
        </a>
      </div>
    </header>
  );
}

function SiteFooter() {
  const { lang, t, company, year } = useSite();
  const services = routes.filter((route) => route.kind === 'service');
  const places = routes.flatMap((route) => (route.kind === 'city' ? [route] : []));
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <a className="logo logo-footer" href={homePath(lang) + anchorTo('home')}>
            <Icon name="logo" size={32} />
            <span>{company.name}</span>
          </a>
          <p>{t.footer.description}</p>
        </div>
        <nav id="footer-nav" aria-label={t.footer.navigation}>
          <h2>{t.footer.navigation}</h2>
          <ul>
            {useNavLinks()
              .filter((link) => !link.secondary)
              .map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
          </ul>
        </nav>
        <nav aria-label={t.footer.services}>
          <h2>{t.footer.services}</h2>
          <ul>
            {services.map((route) => (
              <li key={route.id}>
                <a href={route.paths[lang]}>{serviceName(route.id, lang, company)}</a>
              </li>
            ))}
            <li>
              <a href={routeOf('tariffs').paths[lang]} data-nav="tariffs">
                {copyOf(lang, 'tariffs', company).name}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{t.footer.contact}</h2>
          <ul className="footer-contact">
            <li>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </li>
            <li>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>{`${company.street}, ${company.postalCode} ${company.town}`}</li>
          </ul>
        </div>
        <nav className="footer-zones" aria-label={t.footer.zones}>
          <h2>{t.footer.zones}</h2>
          <ul>
            {places.map((route) => (
              <li key={route.id}>
                <a href={route.paths[lang]}>{copyOf(lang, `cities/${route.id}`, company).name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container copyright">{`© ${year} ${company.name}. ${t.footer.rights}`}</p>
      <LegalLinks />
    </footer>
  );
}
