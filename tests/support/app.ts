import type { Express } from 'express';
import type { Node } from 'node-html-parser';
import { parse, TextNode } from 'node-html-parser';
import supertest from 'supertest';
import { createApp } from '../../server/app';
import { loadAssets } from '../../server/assets';
import type { Config } from '../../server/config';
import { loadConfig } from '../../server/config';
import type { Renderer } from '../../views/render';

/** The public origin the tests configure: every absolute URL on a page must start with it. */
export const testSiteUrl = 'https://www.belgo-express.test';

/** The configuration of the tests: defaults, plus a public origin that no request could guess. */
export const testConfig: Config = loadConfig({ SITE_URL: testSiteUrl });

/** The app as the server builds it, on the test configuration. */
export function testApp(options: { config?: Config; renderer?: Renderer } = {}): Express {
  return createApp({
    config: options.config ?? testConfig,
    assets: loadAssets(),
    effort: 'fast',
    ...(options.renderer ? { renderer: options.renderer } : {}),
  });
}

let shared: Express | undefined;

/**
 * The test app, one per worker (the fast tier shares its modules between files): its pages are rendered
 * once, as in production, instead of once per new app (each new app also brotlis its sitemap at full effort).
 */
export function sharedApp(): Express {
  shared ??= testApp();
  return shared;
}

/** A supertest agent: on the shared app without options, on a fresh app with a configuration or a renderer. */
export function http(options: Parameters<typeof testApp>[0] = {}) {
  return supertest(!options.config && !options.renderer ? sharedApp() : testApp(options));
}

const pageCache = new Map<string, Promise<string>>();

/** The HTML of a page (200 expected), fetched once per worker. */
export function pageHtml(path: string): Promise<string> {
  let html = pageCache.get(path);
  if (!html) {
    html = http()
      .get(path)
      .then((res) => {
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        return res.text;
      });
    pageCache.set(path, html);
  }
  return html;
}

/**
 * The visible text of an HTML document, read with an HTML parser: the body's text nodes (scripts and
 * styles dropped), one space between nodes as between words on screen, spaces collapsed.
 */
export function visibleText(html: string): string {
  const root = parse(html, { blockTextElements: { script: false, style: false } });
  const body = root.querySelector('body') ?? root;
  const texts: string[] = [];
  const walk = (node: Node): void => {
    if (node instanceof TextNode) texts.push(node.text);
    else node.childNodes.forEach(walk);
  };
  walk(body);
  return texts
    .join(' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

/** Decodes the HTML entities React writes (&amp; &lt; &gt; &quot; &#x27; and numeric ones). */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** Same text with every kind of space made a plain space, so figures can be compared whatever space Intl used. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}
