import type { PlacedLabel } from './label-placer';
import { escapeXml, num } from './svg-paths';

/** The site's system font stack (public/styles.css), so that labels look like the page around them. */
const fontStack = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/**
 * A standalone SVG document. Only presentation attributes, no <style> and no style attribute: the
 * site's CSP (style-src 'self') would block them were the file opened on its own.
 */
export function svgDocument(options: { width: number; height: number; lang: string; title: string; body: string }): string {
  const { width, height, lang, title, body } = options;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xml:lang="${lang}" font-family="${fontStack}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** A filled path, or nothing when the shape is out of view. */
export function shape(d: string, attributes: string): string {
  return d ? `<path d="${d}" ${attributes}/>` : '';
}

/** Labels with a white halo (stroke painted under the fill), their leader lines and the text in `color`. */
export function labelsSvg(labels: PlacedLabel[], color: string, leaderColor: string): string {
  const leaders = labels
    .filter((label) => label.leader)
    .map(({ leader }) => `M${num(leader![0])} ${num(leader![1])}L${num(leader![2])} ${num(leader![3])}`)
    .join('');
  const texts = labels
    .map(({ request, x, y, anchor }) => {
      const attributes = [
        `x="${num(x)}"`,
        `y="${num(y)}"`,
        anchor === 'start' ? '' : `text-anchor="${anchor}"`,
        `font-size="${request.size}"`,
        request.bold ? 'font-weight="700"' : '',
      ]
        .filter(Boolean)
        .join(' ');
      const content =
        request.lines.length === 1
          ? escapeXml(request.lines[0]!)
          : request.lines
              .map((line, i) => `<tspan x="${num(x)}"${i === 0 ? '' : ` dy="${num(request.size * 1.15)}"`}>${escapeXml(line)}</tspan>`)
              .join('');
      return `<text ${attributes}>${content}</text>`;
    })
    .join('');
  return (
    (leaders ? `<path d="${leaders}" fill="none" stroke="${leaderColor}" stroke-width="1"/>` : '') +
    `<g fill="${color}" stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${texts}</g>`
  );
}

/** Splits a long hyphenated name over two lines at the hyphen nearest its middle ("Woluwe-" / "Saint-Pierre"). */
export function nameLines(name: string, longerThan = 14): string[] {
  if (name.length <= longerThan) return [name];
  const hyphens = [...name.matchAll(/-/g)].map((m) => m.index);
  if (hyphens.length === 0) return [name];
  const cut = hyphens.reduce((a, b) => (Math.abs(b - name.length / 2) < Math.abs(a - name.length / 2) ? b : a));
  return [name.slice(0, cut + 1), name.slice(cut + 1)];
}
