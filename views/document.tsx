import type { ReactNode } from 'react';
import type { HeadData } from './head';
import { safeJson } from './safe-json';
import { useSite } from './site-context';

/** The whole HTML document: head from data, the page's body, and the one boot script. */
export function Document({ head, children }: { head: HeadData; children: ReactNode }) {
  const { assets } = useSite();
  return (
    <html lang={head.htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.noindex && <meta name="robots" content="noindex" />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {head.alternates.map((alt) => (
          <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
        ))}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={head.og.siteName} />
        <meta property="og:title" content={head.og.title} />
        <meta property="og:description" content={head.og.description} />
        {head.og.url && <meta property="og:url" content={head.og.url} />}
        <meta property="og:locale" content={head.og.locale} />
        {head.og.localeAlternate && <meta property="og:locale:alternate" content={head.og.localeAlternate} />}
        {head.og.image && (
          <>
            <meta property="og:image" content={head.og.image.url} />
            <meta property="og:image:type" content="image/png" />
            <meta property="og:image:width" content={String(head.og.image.width)} />
            <meta property="og:image:height" content={String(head.og.image.height)} />
            <meta property="og:image:alt" content={head.og.image.alt} />
            <meta name="twitter:card" content="summary_large_image" />
          </>
        )}
        <meta name="theme-color" content={assets.themeColor} />
        <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="stylesheet" href={assets.styles} />
        <script type="module" src={assets.boot} />
        {head.jsonLd.map((data, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(data) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
