import { describe, expect, it } from 'vitest';
import { ROUTES, SITE } from '@pharmacy/shared';
import { NOT_FOUND_META, documentTitle, headTags, staticPageMeta } from '../src/app/page-meta.ts';
import { fillIslands, pageHtml, robotsTxt, sitemapXml, staticTemplate } from './prerender.ts';

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

  it("puts a shell's preloads after the template's entry and stylesheet, so a long list does not queue them (decision 086)", () => {
    const template = TEMPLATE.replace('</head>', '<link rel="stylesheet" href="/assets/index-3.css"></head>');
    const html = pageHtml(template, entry, NOT_FOUND_META, '', ['assets/dashboard-5.js']);
    const preload = html.indexOf('href="/assets/dashboard-5.js"');
    expect(html.indexOf('src="/assets/index-1.js"')).toBeLessThan(preload);
    expect(html.indexOf('href="/assets/index-3.css"')).toBeLessThan(preload);
    expect(preload).toBeLessThan(html.indexOf('</head>'));
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

describe('a public page without React (decision 072)', () => {
  const SPA = `<!doctype html><html><head><title>x</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head><body><div id="root"></div></body></html>`;

  it('loads its own script instead of the SPA, and keeps the stylesheet', () => {
    const html = staticTemplate(SPA, 'assets/public-4.js');
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('react-vendor-2.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/public-4.js"></script>');
  });

  it('refuses a template with no module entry to replace', () => {
    expect(() => staticTemplate('<html><head></head></html>', 'assets/public-4.js')).toThrow(/script type="module"/);
  });

  it('fills each island\u2019s empty place with the island\u2019s own render', async () => {
    const body = '<h1>Contact</h1><div class="island" data-island="contact-form"></div><p>after</p>';
    const filled = await fillIslands(body, (name) => Promise.resolve(`<form data-name="${name}"></form>`));
    expect(filled).toBe('<h1>Contact</h1><div class="island" data-island="contact-form"><form data-name="contact-form"></form></div><p>after</p>');
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
