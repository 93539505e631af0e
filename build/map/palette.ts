import { readFileSync } from 'node:fs';

/** A colour of the site's palette, read from the custom properties of public/styles.css. */
export type Palette = {
  blue: string;
  blueDark: string;
  yellow: string;
  ink: string;
  muted: string;
  line: string;
  bgAlt: string;
  /** Derived shades: served zones, land outside the map's subject, foreign countries, the sea, inner borders. */
  zone: string;
  land: string;
  foreign: string;
  sea: string;
  border: string;
};

/** Mixes two #rrggbb colours: `amount` of `a`, the rest of `b`. */
export function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return (
    '#' +
    [0, 1, 2]
      .map((i) =>
        Math.round(channel(a, i) * amount + channel(b, i) * (1 - amount))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** The site's colours, so that the maps change with the stylesheet. */
export function readPalette(stylesheet: string): Palette {
  const css = readFileSync(stylesheet, 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const color = (name: string): string => {
    const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(root)?.[1];
    if (!value) throw new Error(`public/styles.css has no colour --${name}`);
    return value.toLowerCase();
  };
  const [blue, blueDark, yellow, ink, muted, line, bgAlt] = ['blue', 'blue-dark', 'yellow', 'ink', 'muted', 'line', 'bg-alt'].map(
    color,
  ) as [string, string, string, string, string, string, string];
  return {
    blue,
    blueDark,
    yellow,
    ink,
    muted,
    line,
    bgAlt,
    zone: mix(blue, '#ffffff', 0.28),
    land: mix(line, '#ffffff', 0.5),
    foreign: mix(muted, '#ffffff', 0.22),
    sea: mix(blue, '#ffffff', 0.08),
    border: mix(muted, line, 0.35),
  };
}
