import { useEffect, useRef, useState } from 'react';
import type { MenuProps } from '../../shared/islands';

/** The id of the navigation the toggle controls (and, before hydration, links to). */
const navId = 'site-nav';

/**
 * The header navigation. Wide screens show the links inline; below the breakpoint they collapse
 * behind a toggle. Before hydration the toggle is a link to #site-nav, which CSS (:target) opens,
 * so the menu works without JavaScript; once hydrated it becomes a button (aria-expanded; Escape,
 * pressed with the focus in the menu or nowhere, as after a tap, closes it and puts the focus on it; the focus
 * moving on from it past the header closes it too). A menu opened before
 * hydration stays open after it. A link to a section of this very page closes the menu and moves the
 * focus to that section's heading, so that keyboard and screen reader users land where the page scrolled.
 */
export function MobileMenu({ labels, links }: MenuProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // The link that stood for the toggle before hydration had the focus: the button takes it over.
  const refocus = useRef(false);

  useEffect(() => {
    refocus.current = document.activeElement?.matches('a.menu-toggle') ?? false;
    setEnhanced(true);
    // The link that stood for the toggle opened the menu (#site-nav): the open state takes over from
    // the URL, now or when a tap that woke this island lands on the link a moment later.
    const openFromHash = () => {
      if (location.hash !== `#${navId}`) return;
      setOpen(true);
      history.replaceState(history.state, '', location.pathname + location.search);
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);

  useEffect(() => {
    if (enhanced && refocus.current) toggle.current?.focus();
  }, [enhanced]);

  const followLink = (link: HTMLAnchorElement) => {
    setOpen(false);
    if (link.pathname !== location.pathname || !link.hash) return;
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)))?.querySelector<HTMLElement>('h1, h2');
    if (!heading) return;
    // After the browser has followed the link (and started scrolling), the heading takes the focus.
    setTimeout(() => {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // A tap opens the menu without focusing anything (the focus stays on the page's body): Escape
      // closes it then too, as it does with the focus in the menu, but not from another control.
      const focus = document.activeElement;
      const nowhere = !focus || focus === document.body || focus === document.documentElement;
      if (event.key !== 'Escape' || !(nowhere || menu.current?.contains(focus))) return;
      setOpen(false);
      toggle.current?.focus();
    };
    // The focus moved on into the page (Tab past the header): the open menu, fixed over the top of
    // the page, would hide what takes the focus, so it closes. The header's other controls stay clear
    // of it, and a tap elsewhere moves no focus: the menu stays open then.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && !event.target.closest('.site-header')) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={menu} className="menu" data-open={open ? 'true' : 'false'} data-enhanced={enhanced ? '' : undefined}>
      {enhanced ? (
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
        >
          <BurgerIcon open={open} />
          <span className="visually-hidden">{open ? labels.close : labels.open}</span>
        </button>
      ) : (
        <a className="menu-toggle" href={`#${navId}`}>
          <BurgerIcon open={false} />
          <span className="visually-hidden">{labels.menu}</span>
        </a>
      )}
      <nav id={navId} className="site-nav" aria-label={labels.nav}>
        <ul>
          {links.map((link) => (
            <li key={link.href} className={link.secondary ? 'nav-secondary' : undefined}>
              <a href={link.href} onClick={(event) => followLink(event.currentTarget)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function BurgerIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
