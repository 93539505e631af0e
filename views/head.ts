import type { Lang } from '../shared/langs';
import { langTag, langs } from '../shared/langs';
import type { Page } from '../shared/routes';

/** What a page view gives the document head. */
export type PageMeta = { title: string; description: string; jsonLd: object[] };

/** The document head as data: built and tested apart from its markup. */
export type HeadData = {
  htmlLang: string;
  title: string;
  description: string;
  /** Absolute canonical URL; absent on pages outside the route table (404, error). */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  og: { title: string; description: string; url?: string; locale: string; localeAlternate?: string; siteName: string; image?: SocialImage };
  jsonLd: object[];
  noindex: boolean;
};

/** A page's social preview image (og:image): absolute URL, size in pixels, and the text it shows. */
export type SocialImage = { url: string; width: number; height: number; alt: string };

/** The size of every social preview image the build draws (build/social-images.mjs). */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** Absolute URL of a site path, on the configured public origin (never the request's Host). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl + path;
}

/** Hreflang alternates of a page: each language, plus x-default on the French page. */
export function alternatesOf(page: Page, siteUrl: string): HeadData['alternates'] {
  return [
    ...langs.map((lang) => ({ hreflang: langTag[lang], href: absoluteUrl(siteUrl, page.route.paths[lang]) })),
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, page.route.paths.fr) },
  ];
}

/** The head of a page of the route table; `imagePath` is its social preview image from the build's manifest. */
export function pageHead(page: Page, meta: PageMeta, siteUrl: string, siteName: string, imagePath?: string): HeadData {
  const canonical = absoluteUrl(siteUrl, page.path);
  const other: Lang = page.lang === 'fr' ? 'nl' : 'fr';
  return {
    htmlLang: langTag[page.lang],
    title: meta.title,
    description: meta.description,
    canonical,
    alternates: alternatesOf(page, siteUrl),
    og: {
      title: meta.title,
      description: meta.description,
      url: canonical,
      locale: langTag[page.lang].replace('-', '_'),
      localeAlternate: langTag[other].replace('-', '_'),
      siteName,
      ...(imagePath ? { image: { url: absoluteUrl(siteUrl, imagePath), ...socialImageSize, alt: meta.title } } : {}),
    },
    jsonLd: meta.jsonLd,
    noindex: false,
  };
}

/** The head of a page outside the route table (404, error): no canonical, not indexed. */
export function plainHead(lang: Lang, title: string, description: string, siteName: string): HeadData {
  return {
    htmlLang: langTag[lang],
    title,
    description,
    alternates: [],
    og: { title, description, locale: langTag[lang].replace('-', '_'), siteName },
    jsonLd: [],
    noindex: true,
  };
}
