import { useEffect, useRef, useState } from 'react';
import type { MenuProps } from '../../shared/islands';

/**
 * The header navigation. Wide screens show the links inline; below the breakpoint they collapse
 * behind a toggle. Before hydration the toggle is a link to the footer navigation, so the menu
 * works without JavaScript; once hydrated it becomes a button (aria-expanded, Escape closes it and
 * returns focus to it).
 */
export function MobileMenu({ labels, links }: MenuProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="menu" data-open={open ? 'true' : 'false'}>
      {enhanced ? (
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((value) => !value)}
        >
          <BurgerIcon open={open} />
          <span className="visually-hidden">{open ? labels.close : labels.open}</span>
        </button>
      ) : (
        <a className="menu-toggle" href="#footer-nav">
          <BurgerIcon open={false} />
          <span className="visually-hidden">{labels.menu}</span>
        </a>
      )}
      <nav id="site-nav" className="site-nav" aria-label={labels.nav}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={() => setOpen(false)}>
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
