import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The schema.org vocabulary as schema-dts publishes it (its .d.ts is generated from the schema.org
 * definitions): every type, the properties each one defines or inherits, the range of each property,
 * and which types are subtypes of which.
 */
export type Vocabulary = {
  /** True when schema.org defines a type of this name. */
  hasType: (type: string) => boolean;
  /** The properties of a type, its own and those it inherits. */
  propertiesOf: (type: string) => Map<string, string[]>;
  /** True when `type` is `ancestor` or one of its subtypes. */
  isA: (type: string, ancestor: string) => boolean;
};

/** Reads the vocabulary out of node_modules/schema-dts. */
export function loadVocabulary(): Vocabulary {
  const file = path.join(path.dirname(createRequire(import.meta.url).resolve('schema-dts')), 'schema.d.ts');
  const source = readFileSync(file, 'utf8');
  // interface FooBase extends BarBase, BazBase { "prop"?: SchemaValue<A | B | IdReference, "prop">; ... }
  const bases = new Map<string, { parents: string[]; properties: Map<string, string[]> }>();
  for (const match of source.matchAll(/^interface (\w+Base) extends ([^{]+)\{([\s\S]*?)^\}/gm)) {
    const properties = new Map<string, string[]>();
    for (const prop of match[3]!.matchAll(/^\s+"([^"@][^"]*)"\?: SchemaValue<(.+), "[^"]+">;$/gm)) {
      properties.set(
        prop[1]!,
        prop[2]!
          .split('|')
          .map((name) => name.trim())
          .filter((name) => name !== 'IdReference'),
      );
    }
    const parents = match[2]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^\w+Base$/.test(name));
    bases.set(match[1]!, { parents, properties });
  }
  // export interface FooLeaf extends FooBase { "@type": "Foo"; }
  const types = new Map<string, string[]>();
  for (const match of source.matchAll(/^export interface \w+Leaf extends ([^{]+)\{\s*"@type": "(\w+)";/gm)) {
    types.set(
      match[2]!,
      match[1]!.split(',').map((name) => name.trim()),
    );
  }
  // export type Foo = FooLeaf | SubFoo | OtherSubFoo | string;
  const subtypes = new Map<string, string[]>();
  for (const match of source.matchAll(/^export type (\w+) = ([^;]+);$/gm)) {
    subtypes.set(
      match[1]!,
      match[2]!
        .split('|')
        .map((name) => name.trim())
        .filter((name) => /^\w+$/.test(name) && name !== `${match[1]}Leaf`),
    );
  }

  const collect = (base: string, into: Map<string, string[]>) => {
    const entry = bases.get(base);
    if (!entry) return;
    for (const [name, range] of entry.properties) if (!into.has(name)) into.set(name, range);
    for (const parent of entry.parents) collect(parent, into);
  };
  const isA = (type: string, ancestor: string, seen = new Set<string>()): boolean => {
    if (type === ancestor) return true;
    if (seen.has(ancestor)) return false;
    seen.add(ancestor);
    return (subtypes.get(ancestor) ?? []).some((sub) => isA(type, sub, seen));
  };
  return {
    hasType: (type) => types.has(type),
    propertiesOf: (type) => {
      const properties = new Map<string, string[]>();
      for (const base of types.get(type) ?? []) collect(base, properties);
      return properties;
    },
    isA: (type, ancestor) => isA(type, ancestor),
  };
}

/** The data types of schema.org: a property whose range holds only these takes no node. */
const dataTypes = new Set(['Text', 'URL', 'Number', 'Integer', 'Float', 'Boolean', 'Date', 'DateTime', 'Time']);

/**
 * What a JSON-LD node says that schema.org does not: an unknown type, a property its type does not
 * define, a node whose type is outside the property's range, or a node without a type.
 */
export function vocabularyErrors(vocabulary: Vocabulary, node: unknown, where = '$', range?: string[]): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => vocabularyErrors(vocabulary, item, `${where}[${index}]`, range));
  if (node === null || typeof node !== 'object') return [];
  const data = node as Record<string, unknown>;
  // A language-tagged string (JSON-LD value object), where the property takes text.
  if ('@value' in data) {
    const keys = Object.keys(data).sort().join(' ');
    const text = !range || range.some((name) => name === 'Text' || vocabulary.isA(name, 'Text'));
    return typeof data['@value'] === 'string' && (keys === '@language @value' || keys === '@value') && text
      ? []
      : [`${where}: a value object where schema.org expects ${range?.join(' | ')}`];
  }
  const declared = data['@type'];
  if (declared === undefined) {
    const keys = Object.keys(data).filter((key) => key !== '@context');
    return keys.length === 1 && keys[0] === '@id' ? [] : [`${where}: a node without @type`];
  }
  const types = (Array.isArray(declared) ? declared : [declared]).map(String);
  const errors: string[] = [];
  for (const type of types) if (!vocabulary.hasType(type)) errors.push(`${where}: schema.org has no type ${type}`);
  if (errors.length) return errors;
  if (range) {
    const accepted = range.filter((name) => !dataTypes.has(name));
    if (!types.some((type) => accepted.some((ancestor) => vocabulary.isA(type, ancestor)))) {
      errors.push(`${where}: a ${types.join('/')} where schema.org expects ${range.join(' | ')}`);
    }
  }
  const properties = new Map(types.flatMap((type) => [...vocabulary.propertiesOf(type)]));
  for (const [key, value] of Object.entries(data)) {
    if (key === '@context') {
      if (range !== undefined || value !== 'https://schema.org') errors.push(`${where}: unexpected @context ${JSON.stringify(value)}`);
      continue;
    }
    if (key === '@type' || key === '@id') continue;
    const propertyRange = properties.get(key);
    if (!propertyRange) {
      errors.push(`${where}: ${types.join('/')} has no property ${key}`);
      continue;
    }
    errors.push(...vocabularyErrors(vocabulary, value, `${where}.${key}`, propertyRange));
  }
  return errors;
}
