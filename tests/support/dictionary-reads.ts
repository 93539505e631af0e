import path from 'node:path';
import ts from 'typescript';

/** One leaf of the interface strings: its path of keys and whether any code reads it. */
export type DictionaryLeaf = { path: string; read: boolean };

/**
 * Every leaf of the interface strings (the zod schema of content/<lang>/interface.yaml in
 * `shared/content/schemas/interface.ts`, whose inferred type `Messages` every view and island reads) and
 * whether the code reads it, as the type checker resolves each read to the declaration it reads (the
 * schema's property, which the inferred type keeps), not by its name:
 * - a property access, a destructuring or an index by a literal reads that declaration;
 * - an index by a variable reads the keys its type allows (all of them for a plain string), and what
 *   is read on the result counts for each of them;
 * - Object.keys/values/entries or a spread reads every key below;
 * - a branch handed where another type is expected (`text={t.serverError}` for a `Messages['notFound']`
 *   prop, the contact labels for `SubjectLabels`) reads the keys read on that type.
 */
export function dictionaryReads(root: string): DictionaryLeaf[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const program = ts.createProgram({ rootNames: config.fileNames.filter((file) => !file.includes('/tests/')), options: config.options });
  const checker = program.getTypeChecker();
  const schemaFile = path.join(root, 'shared/content/schemas/interface.ts');
  const dictionary = program.getSourceFile(schemaFile)!;
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;
  /** The shape of a `z.object({...})` (or strictObject, looseObject) call, else undefined. */
  const shapeOf = (node: ts.Expression): ts.ObjectLiteralExpression | undefined => {
    const value = unwrap(node);
    if (!ts.isCallExpression(value) || !/^z\.(object|strictObject|looseObject)$/.test(value.expression.getText(dictionary)))
      return undefined;
    const shape = value.arguments[0] && unwrap(value.arguments[0]);
    return shape && ts.isObjectLiteralExpression(shape) ? shape : undefined;
  };

  // The leaves of the schema: each property of a z.object whose value is not a z.object, with its dotted path.
  // The inferred type's properties are declared by these nodes, which is how a read is traced to its leaf.
  const leaves: { node: ts.Node; path: string[] }[] = [];
  const declared = new Set<ts.Node>();
  const collect = (literal: ts.ObjectLiteralExpression, prefix: string[]) => {
    for (const property of literal.properties) {
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
      const key = [...prefix, property.name.getText(dictionary).replace(/['"]/g, '')];
      declared.add(property);
      const shape = ts.isPropertyAssignment(property) ? shapeOf(property.initializer) : undefined;
      if (shape) collect(shape, key);
      else leaves.push({ node: property, path: key });
    }
  };
  dictionary.forEachChild(function find(node): void {
    if (ts.isVariableDeclaration(node) && node.name.getText(dictionary) === 'interfaceSchema' && node.initializer) {
      const shape = shapeOf(node.initializer);
      if (shape) collect(shape, []);
    } else node.forEachChild(find);
  });

  // A read names its key: a property or a binding of another name needs no look-up (the checker's time is most of the test's).
  const keyNames = new Set(leaves.flatMap((leaf) => leaf.path));

  /** Whether a type's properties are declared in the dictionary (it is a branch of it). */
  const isBranch = (type: ts.Type | undefined) => Boolean(type?.getProperties().some((p) => p.declarations?.some((d) => declared.has(d))));
  const readDeclarations = new Set<ts.Node>();
  const markRead = (symbol: ts.Symbol | undefined) => {
    for (const d of symbol?.declarations ?? []) readDeclarations.add(d);
  };
  const markWhole = (type: ts.Type, depth = 0): void => {
    if (depth > 6) return;
    for (const property of type.getProperties()) {
      markRead(property);
      markWhole(checker.getTypeOfSymbol(property), depth + 1);
    }
  };
  /** A type by the declarations of its properties: one branch has one identity, however the checker instantiated it. */
  const identity = (type: ts.Type) =>
    type
      .getNonNullableType()
      .getProperties()
      .map((p) => p.declarations?.map((d) => `${d.getSourceFile().fileName}:${d.pos}`).join('+') ?? p.name)
      .join(',');
  // Pairs of types where what is read on the second counts for the first.
  const aliases: { from: string; to: ts.Type }[] = [];

  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || file.fileName.includes('/node_modules/') || file === dictionary) continue;
    file.forEachChild(function visit(node): void {
      if (ts.isPropertyAccessExpression(node)) {
        if (keyNames.has(node.name.text)) markRead(checker.getSymbolAtLocation(node.name));
      } else if (ts.isElementAccessExpression(node)) {
        const object = checker.getTypeAtLocation(node.expression);
        if (isBranch(object)) {
          const index = checker.getTypeAtLocation(node.argumentExpression);
          const names = (index.isUnion() ? index.types : [index]).map((t) => (t.isStringLiteral() ? t.value : undefined));
          if (names.includes(undefined)) markWhole(object);
          const picked = names.flatMap((name) => (name === undefined ? [] : [object.getProperty(name)].filter((p) => p !== undefined)));
          picked.forEach(markRead);
          // What is read on the result (typed as one of them) counts for each of them.
          const result = checker.getTypeAtLocation(node);
          for (const property of picked) {
            aliases.push({ from: identity(checker.getTypeOfSymbol(property)), to: result });
          }
        }
      } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const name = node.propertyName ?? node.name;
        if ((ts.isIdentifier(name) || ts.isStringLiteral(name)) && keyNames.has(name.text))
          markRead(checker.getTypeAtLocation(node.parent).getProperty(name.text));
      } else if (ts.isCallExpression(node) && /^Object\.(keys|values|entries)$/.test(node.expression.getText(file)) && node.arguments[0]) {
        const type = checker.getTypeAtLocation(node.arguments[0]);
        if (isBranch(type)) markWhole(type);
      } else if (ts.isSpreadAssignment(node) || ts.isSpreadElement(node)) {
        const type = checker.getTypeAtLocation(node.expression);
        if (isBranch(type)) markWhole(type);
      }
      // A branch handed as a value where another type is expected: an argument, a prop, a property,
      // what a function returns, a typed variable.
      if (
        (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
        (ts.isCallExpression(node.parent) ||
          ts.isJsxExpression(node.parent) ||
          ts.isPropertyAssignment(node.parent) ||
          ts.isShorthandPropertyAssignment(node.parent) ||
          ts.isReturnStatement(node.parent) ||
          ts.isArrowFunction(node.parent) ||
          ts.isVariableDeclaration(node.parent)) &&
        node !== (node.parent as { name?: ts.Node }).name
      ) {
        const type = checker.getTypeAtLocation(node);
        const expected = isBranch(type) ? checker.getContextualType(node) : undefined;
        if (expected && identity(expected) !== identity(type)) aliases.push({ from: identity(type), to: expected });
      }
      node.forEachChild(visit);
    });
  }

  /** Whether the property at `path` below `type` is read, directly or through an alias of a type on the way. */
  const readBelow = (type: ts.Type, path: string[], depth = 0): boolean => {
    if (depth > 4) return false;
    const self = identity(type);
    for (const { from, to } of aliases) {
      if (from === self && readBelowExact(to, path, depth + 1)) return true;
    }
    const [first, ...rest] = path;
    const property = type.getProperty(first!);
    if (!property || rest.length === 0) return false;
    return readBelow(checker.getTypeOfSymbol(property), rest, depth);
  };
  /** Whether the property at `path` below `type` is read (its declaration, or through aliases). */
  const readBelowExact = (type: ts.Type, path: string[], depth: number): boolean => {
    const [first, ...rest] = path;
    const property = type.getNonNullableType().getProperty(first!);
    if (!property) return false;
    if (rest.length === 0 && property.declarations?.some((d) => readDeclarations.has(d))) return true;
    return readBelow(type.getNonNullableType(), path, depth);
  };

  const messages = checker.getTypeAtLocation(
    dictionary.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'Messages')!.name,
  );
  return leaves.map(({ node, path: keys }) => ({
    path: keys.join('.'),
    read: readDeclarations.has(node) || readBelowExact(messages, keys, 0),
  }));
}
