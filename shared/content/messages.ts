import { IntlMessageFormat } from 'intl-messageformat';
import { langTag, type Lang } from '../langs';

/**
 * The copy's messages are ICU MessageFormat, formatted by intl-messageformat in fr-BE and nl-BE (numbers, plurals,
 * lists). A placeholder is named after the product line, the tariff or the company (`{express.brussels.pickup}`,
 * `{company.phone}`); ICU forbids a dot in an argument's name, so the dots are carried as `__` to the parser and
 * back, which the editor never sees.
 */

/** A placeholder's value: a number (formatted in the page's locale, and counted by `plural`) or words. */
export type PlaceholderValue = string | number;

const dotted = /\{\s*([A-Za-z][\w]*(?:\.\w+)+)/g;
const encode = (message: string) => message.replace(dotted, (_m, name: string) => `{${name.replaceAll('.', '__')}`);
const decode = (name: string) => name.replaceAll('__', '.');

/** Every argument a message names, dotted as the editor wrote it; throws when the message does not parse. */
export function argumentsOf(message: string, lang: Lang): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]): void => {
    for (const node of nodes as { value?: unknown; options?: Record<string, { value: unknown[] }>; children?: unknown[] }[]) {
      if (typeof node.value === 'string' && 'type' in node && (node as { type: number }).type !== 0) names.add(decode(node.value));
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(encode(message), langTag[lang]).getAst());
  return [...names];
}

type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }>; children?: Node[] };

/** The AST with each plain `{name}` whose value is a number read as `{name, number}`: ICU writes a plain number as is ("50000"). */
function asNumbers<T>(ast: T, values: Record<string, PlaceholderValue>): T {
  const map = (nodes: Node[]): Node[] =>
    nodes.map((node) => {
      const options = node.options && Object.fromEntries(Object.entries(node.options).map(([k, o]) => [k, { ...o, value: map(o.value) }]));
      const children = node.children && map(node.children);
      const number = node.type === 1 && typeof values[node.value!] === 'number';
      return { ...node, ...(number ? { type: 2, style: null } : {}), ...(options ? { options } : {}), ...(children ? { children } : {}) };
    });
  return map(ast as Node[]) as T;
}

/**
 * A message with its placeholders filled. Names in `kept` are left written as `{name}`, for the view or the island
 * to fill later (`shared/i18n/fill.ts`); they may not take a plural.
 */
export function formatMessage(message: string, lang: Lang, values: Record<string, PlaceholderValue>, kept: readonly string[] = []): string {
  if (!message.includes('{') && !message.includes("'")) return message;
  const encoded: Record<string, PlaceholderValue> = {};
  for (const [name, value] of Object.entries(values)) encoded[name.replaceAll('.', '__')] = value;
  for (const name of kept) encoded[name] = `{${name}}`;
  const ast = new IntlMessageFormat(encode(message), langTag[lang]).getAst();
  return String(new IntlMessageFormat(asNumbers(ast, encoded), langTag[lang]).format(encoded));
}
