// Reading the request's cookies: the site sets one, the language a visitor chose.

/** The name of the cookie that keeps the language a visitor chose with the FR/NL toggle. */
export const langCookie = 'lang';

/** The value of one cookie from a Cookie header, if present. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
