import { pages } from '../shared/routes';
import { absoluteUrl, alternatesOf } from '../views/render';

/** The XML sitemap: every page of the route table with its hreflang alternates and the day its content last changed. */
export function sitemapXml(siteUrl: string, lastModified: string): string {
  const urls = pages.map((page) => {
    const links = alternatesOf(page, siteUrl)
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
      .join('\n');
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, page.path))}</loc>\n    <lastmod>${lastModified}</lastmod>\n${links}\n  </url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
