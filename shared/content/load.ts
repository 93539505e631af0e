import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { CompanyDetails } from '../company/company';
import type { Lang } from '../langs';
import { placeholders } from '../offer/placeholders';
import { typesetDeep } from '../typography';
import { catalogue, type ContentId, type CopyOf } from './catalogue';
import { formatMessage } from './messages';

/**
 * Reads the copy from content/<lang>/<id>.yaml: parsed, checked against its schema, each message formatted with the
 * placeholders of the product line and the company, then typeset for the language. Server only. Each file is read
 * once per language and company; outside production an edited file is read again at the next request.
 */

/** The content folder: `content/` beside the server bundle (dist/content) or at the project's root. */
export const contentRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'content', 'fr'))) return path.join(dir, 'content');
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('content/: no content folder above the server');
    dir = parent;
  }
})();

/** The file of a content id in a language, relative to the project (for messages that name it). */
export const contentFile = (lang: Lang, id: ContentId) => `content/${lang}/${id}.yaml`;

/** A content file's YAML as written, before any check: what the checks and the loader read (under `root`, content/ by default). */
export function readRaw(lang: Lang, id: ContentId, root = contentRoot): unknown {
  return parse(readFileSync(path.join(root, lang, `${id}.yaml`), 'utf8'));
}

/** Every string of a value, formatted by `format` (arrays and objects kept in shape). */
export function mapStrings(value: unknown, format: (message: string, at: string) => string, at = ''): unknown {
  if (typeof value === 'string') return format(value, at);
  if (Array.isArray(value)) return value.map((item, i) => mapStrings(item, format, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, format, at ? `${at}.${key}` : key)]));
  return value;
}

/** The newest modification time under content/: what a development server compares to know its pages are stale. */
export function contentVersion(): number {
  let newest = 0;
  for (const entry of readdirSync(contentRoot, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

const cache = new Map<string, unknown>();
/** Outside production, a file's modification time is part of its cache key: an edit shows at the next request. */
const editable = process.env.NODE_ENV !== 'production';

/** The copy of one content file in one language, for the company of the page: typed by its schema. */
export function copyOf<Id extends ContentId>(lang: Lang, id: Id, company: CompanyDetails): CopyOf<Id> {
  const edited = editable ? statSync(path.join(contentRoot, lang, `${id}.yaml`)).mtimeMs : 0;
  // The whole company: the legal pages name its registered name, form, court and host.
  const key = `${lang} ${id} ${edited} ${JSON.stringify(company)}`;
  let copy = cache.get(key);
  if (!copy) {
    const entry = catalogue[id];
    const values = placeholders(lang, company);
    const parsed = entry.schema.safeParse(readRaw(lang, id));
    if (!parsed.success)
      throw new Error(`${contentFile(lang, id)}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const format = (message: string, at: string) => {
      try {
        return formatMessage(message, lang, values, entry.kept);
      } catch (error) {
        throw new Error(`${contentFile(lang, id)}: ${at}: ${(error as Error).message} in "${message}"`);
      }
    };
    copy = typesetDeep(mapStrings(parsed.data, format), lang);
    cache.set(key, copy);
  }
  return copy as CopyOf<Id>;
}
