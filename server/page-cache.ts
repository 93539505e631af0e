import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Lang } from '../shared/langs';
import type { Page } from '../shared/routes';
import { inBrussels, momentParam } from '../shared/offer/calendar';
import { wizardFromQuery, wizardParams } from '../shared/offer/simulator-state';
import type { PageQuery, Renderer } from '../views/render';

/** One representation of a page: its bytes and its strong ETag. */
export type Encoded = { body: Buffer; etag: string };

/** The kinds of page that hold the simulator (home; city and service pages since issue 28), whose query is its state. */
const simulatorKinds = new Set<Page['route']['kind']>(['home', 'city', 'service']);

/** A page rendered once and kept in memory, in the three encodings a browser may ask for. */
export type CachedPage = { identity: Encoded; gzip: Encoded; br: Encoded };

/** Encodes a text answer (a page, the sitemap): as is, gzip and brotli, each with its own strong ETag. */
export function encodeBody(html: string, effort: 'max' | 'fast'): CachedPage {
  const identity = Buffer.from(html);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const br = brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const gzip = gzipSync(identity, { level: effort === 'max' ? 9 : 6 });
  return {
    identity: { body: identity, etag: `"${tag}"` },
    gzip: { body: gzip, etag: `"${tag}-gz"` },
    br: { body: br, etag: `"${tag}-br"` },
  };
}

/**
 * Pages rendered once and served from memory. The 50 plain pages stay, precompressed, for as long as
 * the year in their footer does; simulator states in the query string go through a bounded LRU cache
 * of their HTML keyed by their normalized form, so hostile variations of a query cannot grow it. States
 * and the 404 page are kept as HTML: the compression middleware compresses them as they are sent.
 */
export class PageCache {
  private readonly plain = new Map<string, { year: number; page: CachedPage }>();
  private readonly states = new Map<string, string>();
  private readonly notFoundPages = new Map<Lang, { year: number; html: string }>();

  constructor(
    private readonly renderer: Renderer,
    private readonly yearNow: () => number,
    private readonly maxStates = 256,
    /** How hard plain pages are compressed: 'max' where they are served for hours, 'fast' in development. */
    private readonly effort: 'max' | 'fast' = 'max',
    /** The time, for a state priced "as soon as possible" (issue 36): its page holds for the minute it was made in. */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The cached page for a request: precompressed for a plain page, HTML for a simulator state. Its query
   * matters only on the pages that hold the simulator, and only the simulator's part of it.
   */
  get(page: Page, query: PageQuery): CachedPage | string {
    const year = this.yearNow();
    if (simulatorKinds.has(page.route.kind) && wizardParams.some((name) => name in query)) {
      // These pages read nothing of the query but the wizard's state: that state is the key, with the minute of now
      // when the state is priced "as soon as possible".
      const state = wizardFromQuery(query);
      const minute = state.when === 'asap' ? momentParam(inBrussels(this.clock())) : '';
      const key = `${year}${page.path}${JSON.stringify(state)}${minute}`;
      let hit = this.states.get(key);
      if (hit !== undefined) {
        this.states.delete(key);
      } else {
        hit = this.renderer.page(page, query);
        if (this.states.size >= this.maxStates) this.states.delete(this.states.keys().next().value!);
      }
      this.states.set(key, hit);
      return hit;
    }
    const cached = this.plain.get(page.path);
    if (cached && cached.year === year) return cached.page;
    const fresh = encodeBody(this.renderer.page(page, {}), this.effort);
    this.plain.set(page.path, { year, page: fresh });
    return fresh;
  }

  /** The 404 page of a language, rendered once a year like the others; both languages stay cached. */
  notFound(lang: Lang): string {
    const year = this.yearNow();
    const cached = this.notFoundPages.get(lang);
    if (cached && cached.year === year) return cached.html;
    const html = this.renderer.notFound(lang);
    this.notFoundPages.set(lang, { year, html });
    return html;
  }

  /**
   * Renders every plain page ahead of its first visitor, one page per turn of the event loop so that
   * requests arriving meanwhile are not held up (brotli at its best quality takes ~0.1 s a page).
   */
  async warm(pages: readonly Page[]): Promise<void> {
    for (const page of pages) {
      await new Promise((resolve) => setImmediate(resolve));
      this.get(page, {});
    }
  }

  /** How many simulator states are cached (for tests). */
  get stateCount(): number {
    return this.states.size;
  }
}
