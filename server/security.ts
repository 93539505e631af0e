import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The Permissions-Policy of every answer: none of these features is used. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Security headers of every response (helmet, as middleware). Scripts only from our origin (no
 * inline script anywhere), forms may post only to this site (the simulator) or hand over to the
 * mail client (contact form). Resources are same-origin, except the images other sites show (below).
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          formAction: ["'self'", 'mailto:'],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
        },
      },
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', permissionsPolicy);
      next();
    },
  ];
}

/** The images other sites may load: social previews, the logo, the maps, the icons (by extension). */
const publicImage = /\.(png|svg|ico|jpe?g|webp|avif)$/i;

/**
 * Images are readable from other origins (Cross-Origin-Resource-Policy: cross-origin), so that chat
 * apps' and social networks' preview fetchers, and browsers asking for icons, may load them.
 */
export function publicImages(): RequestHandler {
  return (req, res, next) => {
    if (publicImage.test(req.path)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  };
}

/** Security headers of answers written outside Express (a request Node could not parse, too long a URL). */
export const plainSecurityHeaders: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};
