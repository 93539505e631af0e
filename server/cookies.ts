// Reading the request's cookies (the cookie package): the site sets one, the language a visitor chose.
import { parseCookie } from 'cookie';

/** The name of the cookie that keeps the language a visitor chose with the FR/NL toggle. */
export const langCookie = 'lang';

/** The value of one cookie from a Cookie header, if present. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}
