/**
 * Finds figures with a unit typed as literals in source text (copy, dictionaries, views): "30 min",
 * "2 à 3 heures", "€ 35", "98,7 %", "24 uur", and numbers handed to a formatter ("f.eur(25)"). Comments are skipped; template placeholders (`${…}`) are
 * not figures. Used by the content checks (./content-check.ts) on content/ and by tests/unit/literal-figures.test.ts on the TypeScript.
 */

/** Units of the offer, short and spelled, French and Dutch. */
const unit = `(?:min|minutes?|minuten|minuut|h|heures?|uur|km|kg|cm|m³|m3|°C|€|%|euros?|EUR|jours?|dagen|werkdagen|werkdag|ton|tonnes?|tours|lagen|palettes|pallets)`;
/** A number (digits, decimal comma or point, thin or no-break spaces as thousands separators). */
const number = String.raw`\d+(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d+)?`;
const space = String.raw`[ \u00a0\u202f]?`;
const figure = new RegExp(String.raw`(?<![\w$.{/#-])${number}${space}${unit}(?![\wÀ-ÿ])|€${space}${number}`, 'gu');

/** A formatter given a number typed in copy: `f.eur(25)`, `x.kg(30)`, `f.pct(40)`. */
const formatted = /\.(?:eur|pct|num|kg|m3|km|cm|tonnes|minutes|hours|days|years|hour)\(\s*-?\d/gu;

/** Source text with comments blanked (line comments and block comments), so only code and strings remain. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, (_m, pre: string) => pre);
}

/** Every literal figure with a unit in a text, with its 1-based line. */
export function literalFigures(source: string): { line: number; text: string; figure: string }[] {
  const found: { line: number; text: string; figure: string }[] = [];
  withoutComments(source)
    .split('\n')
    .forEach((text, i) => {
      for (const m of text.matchAll(figure)) found.push({ line: i + 1, text: text.trim(), figure: m[0] });
      for (const m of text.matchAll(formatted)) found.push({ line: i + 1, text: text.trim(), figure: m[0] });
    });
  return found;
}
