/**
 * The one script of every page, loaded as a module (no inline script anywhere). It keeps the
 * header's scroll shadow, stores the language the toggle chooses in its cookie, hydrates the page's islands, each on its own
 * trigger, by importing its code only then, and hands the page's quick quotes to its simulator, so that the price shows in place. It holds no React: a page loads React only once an island is due.
 */

const scrollShadowAt = 20;

function watchHeaderShadow(): void {
  const header = document.querySelector('[data-site-header]');
  if (!header) return;
  let queued = false;
  const update = () => {
    queued = false;
    header.classList.toggle('is-scrolled', window.scrollY > scrollShadowAt);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
}

/** The FR/NL toggle stores the visitor's choice in the one cookie the site sets, so that / opens in that language. */
function rememberLanguageChoice(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-lang-switch]');
    const lang = link?.getAttribute('data-lang-switch');
    if (lang !== 'fr' && lang !== 'nl') return;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox; this is the site's one cookie.
    document.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  });
}

const preloaded = new Set<string>();

/** Starts fetching the chunks an island imports (React) alongside the island, not after it. */
function preloadChunks(urls: string | undefined): void {
  for (const href of urls?.split(' ') ?? []) {
    if (!href || preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** How to wake each island of the page at once, by its root. */
const starters = new Map<Element, () => void>();

// The hand-over of a quick quote to the simulator (quickQuoteAttribute and quickQuoteEvent in
// shared/islands.ts), written out here as the island attributes are: an import would make the
// build split a shared chunk that every page would load before any island is due.
const quickQuoteAttribute = 'data-quick-quote';
const quickQuoteEvent = 'quick-quote';

function hydrateIslands(): void {
  for (const data of document.querySelectorAll<HTMLScriptElement>('script[data-island-props]')) {
    const root = data.previousElementSibling;
    const src = data.dataset.src;
    if (!root || !src || root.hasAttribute('data-hydrating')) continue;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      root.setAttribute('data-hydrating', '');
      preloadChunks(data.dataset.chunks);
      import(src)
        .then((module: { hydrate: (root: Element, props: unknown) => void }) => module.hydrate(root, JSON.parse(data.textContent ?? '{}')))
        .catch((error: unknown) => {
          console.error('island failed to load', src, error);
          // A quick quote was waiting for it: the server shows the price instead.
          const asked = root.getAttribute(quickQuoteAttribute);
          const simulator = root.querySelector('form');
          if (asked !== null && simulator) location.assign(`${simulator.getAttribute('action')?.split('#')[0] ?? ''}?${asked}`);
        });
    };
    starters.set(root, start);
    const media = data.dataset.media ? matchMedia(data.dataset.media) : null;
    const whenMedia = (run: () => void) => {
      if (!media || media.matches) run();
      else media.addEventListener('change', () => media.matches && run());
    };
    // A visitor who reaches for an island gets it at once, whatever its trigger.
    for (const type of ['pointerdown', 'pointerover', 'focusin', 'touchstart', 'keydown']) {
      root.addEventListener(type, () => (!media || media.matches) && start(), { passive: true });
    }
    if (data.dataset.when === 'visible') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            whenMedia(start);
          }
        },
        { rootMargin: '300px' },
      );
      // The island's wrapper is display: contents (no box of its own): watch what it holds.
      observer.observe(root.firstElementChild ?? root);
    }
  }
}

/**
 * A quick quote (views/sections/quick-quote.tsx, a GET form that works without JavaScript) whose page
 * holds the simulator is handed to it: its query is written on the island's root, the island is
 * woken if it sleeps, and told; it shows the trip's prices in place, with a history entry (issue 28).
 */
function handQuickQuotes(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('form.quick-quote')) return;
    const root = document.querySelector('[data-island="simulator"]');
    const start = root && starters.get(root);
    if (!root || !start) return;
    event.preventDefault();
    const data = new FormData(form, event.submitter);
    root.setAttribute(quickQuoteAttribute, new URLSearchParams(data as unknown as Record<string, string>).toString());
    start();
    root.dispatchEvent(new Event(quickQuoteEvent));
  });
}

/** The swap button of a city page's quick quote: shown once this script runs, it swaps the two places. */
function swapPlaces(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-swap-places]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const form = button.form;
      const from = form?.elements.namedItem('from') as HTMLInputElement | null;
      const to = form?.elements.namedItem('to') as HTMLInputElement | null;
      if (!from || !to) return;
      [from.value, to.value] = [to.value, from.value];
      (from.value ? to : from).focus();
    });
  }
}

watchHeaderShadow();
rememberLanguageChoice();
hydrateIslands();
handQuickQuotes();
swapPlaces();
