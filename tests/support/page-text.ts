import type { HTMLElement, Node } from 'node-html-parser';
import { NodeType, parse } from 'node-html-parser';

/** The words of a page a reader or a search engine sees: head texts and the body's visible text. */
export type PageText = { title: string; description: string; ogTitle: string; ogDescription: string; body: string };

const hiddenTags = new Set(['script', 'style', 'template']);

function collect(node: Node, out: string[]): void {
  if (node.nodeType === NodeType.TEXT_NODE) {
    out.push(node.text);
    return;
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return;
  if (hiddenTags.has((node as HTMLElement).rawTagName?.toLowerCase() ?? '')) return;
  for (const child of node.childNodes) collect(child, out);
}

/**
 * The texts of an HTML document, parsed with node-html-parser (entities decoded, spaces kept as
 * they are, U+00A0 and U+202F included): title, meta and og descriptions, and the body's text
 * nodes outside script, style and template, joined as the markup writes them.
 */
export function pageText(html: string): PageText {
  const root = parse(html);
  const meta = (selector: string) => root.querySelector(selector)?.getAttribute('content') ?? '';
  const parts: string[] = [];
  const body = root.querySelector('body');
  if (body) collect(body, parts);
  return {
    title: root.querySelector('title')?.text ?? '',
    description: meta('meta[name="description"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    body: parts.join(''),
  };
}
