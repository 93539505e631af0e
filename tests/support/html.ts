import { decodeEntities } from './app';

// Small readers of served HTML, shared by the page tests: each takes the markup as the server sent it.

/** The <main> content of a document. */
export function mainOf(html: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html);
  if (!match) throw new Error('no <main>');
  return match[1]!;
}

/** The inner HTML of every element `tag` (not nested in itself). */
export function elements(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
}

/** Every href of the fragment, decoded. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
}

/** The parsed JSON-LD blocks of a document, as written. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The JSON-LD blocks of a document, with the main entity of a WebPage (a Service) listed beside it. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return jsonLdBlocks(html).flatMap((block) =>
    block['@type'] === 'WebPage' && block['mainEntity'] ? [block, block['mainEntity'] as Record<string, unknown>] : [block],
  );
}

/** The decoded content of <meta name="…">; throws when the page has none. */
export function metaContent(html: string, name: string): string {
  const match = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no meta ${name}`);
  return decodeEntities(match[1]!);
}

/** The decoded text of the document's <title>. */
export function titleOf(html: string): string {
  return decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
}
