import { describe, expect, it } from 'vitest';
import { ROUTES, SITE } from '@pharmacy/shared';
import { NOT_FOUND_META, documentTitle, headTags, staticPageMeta } from '../src/app/page-meta.ts';
import { pageHtml, robotsTxt, sitemapXml } from './prerender.ts';

const TEMPLATE = `<!doctype html><html><head><title>x</title>
<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const entry = { documentTitle, headTags };

describe('prerendered HTML', () => {
  it('puts the page into the root element and its head in place of the title', () => {
    const meta = staticPageMeta('/about') ?? NOT_FOUND_META;
    const html = pageHtml(TEMPLATE, entry, meta, '<h1>About Us</h1>', ['assets/about-2.js', 'assets/index-1.js']);
    expect(html).toContain('<div id="root"><h1>About Us</h1></div>');
    expect(html).toContain(`<title>About Us | ${SITE.productName}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE.publicOrigin}/about" data-page-head>`);
    // Its own chunk is preloaded; the entry, already in the template, is not repeated.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/about-2.js">');
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('escapes text that would otherwise end an attribute', () => {
    const meta = { ...NOT_FOUND_META, description: 'Creams & "gels" <b>' };
    expect(pageHtml(TEMPLATE, entry, meta, '', [])).toContain('content="Creams &amp; &quot;gels&quot; &lt;b&gt;"');
  });

  it('leaves out the robots tag only when asked to', () => {
    expect(pageHtml(TEMPLATE, entry, NOT_FOUND_META, '', [])).toContain('<meta name="robots" content="noindex" data-page-head>');
    const shell = pageHtml(TEMPLATE, entry, NOT_FOUND_META, '', [], { robots: false });
    expect(shell).not.toContain('name="robots"');
    expect(shell).toContain('<meta property="og:title"');
  });

  it('refuses a template it cannot fill', () => {
    expect(() => pageHtml('<html></html>', entry, NOT_FOUND_META, '', [])).toThrow(/index.html must contain/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists absolute URLs with their last change', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/blog/a', lastModified: '2026-03-10' }]);
    expect(xml).toContain(`<url><loc>${SITE.publicOrigin}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${SITE.publicOrigin}/blog/a</loc><lastmod>2026-03-10</lastmod></url>`);
  });

  it('keeps private screens out and names the sitemap', () => {
    const robots = robotsTxt();
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of [ROUTES.dashboard, ROUTES.admin, ROUTES.verify, ROUTES.resetPassword]) {
      expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(robots).not.toMatch(/^Disallow: \/register$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toContain(`Sitemap: ${SITE.publicOrigin}/sitemap.xml`);
  });
});
