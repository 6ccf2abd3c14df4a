/**
 * What Hosting serves: public pages prerendered (their content and head in the
 * HTML itself, no Firebase code), portal screens as the app shell, unknown
 * addresses as the app's not-found page with a real 404, plus sitemap and robots.
 */
import { describe, expect, test } from 'vitest';
import { ROUTES, SITE } from '@pharmacy/shared';
import { request } from '../support/api.ts';

const EMPTY_ROOT = '<div id="root"></div>';
const ARTICLE = 'dermatology-compounding';

const PUBLIC_PAGES: [path: string, h1: string][] = [
  [ROUTES.home, 'Medicine Made For You'],
  [ROUTES.about, 'About Us'],
  [ROUTES.team, 'Meet Our Expert Team'],
  [ROUTES.services, 'Our Services &amp; Medicines'],
  [ROUTES.faqs, 'Frequently Asked Questions'],
  [ROUTES.blog, `${SITE.productName} Blog`],
  [ROUTES.contact, 'Get in Touch'],
  [ROUTES.upload, 'Upload Prescription'],
  [ROUTES.privacy, 'Privacy Policy'],
  [ROUTES.blogArticle(ARTICLE), 'Compounded Skin Preparations: How Custom Creams, Gels and Ointments Are Made'],
];
const PORTAL_SCREENS = [
  ROUTES.practitioners,
  ROUTES.register,
  ROUTES.dashboard,
  ROUTES.admin,
  ROUTES.verify,
  ROUTES.resetPassword,
];

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const scriptsOf = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');

describe('public pages are prerendered', () => {
  test.each(PUBLIC_PAGES)('%s arrives with its content and its own head', async (path, h1) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.text).not.toContain(EMPTY_ROOT);
    expect(response.text).toContain(`>${h1}</h1>`);
    expect(response.text.match(/<title>/g)).toHaveLength(1);
    expect(attribute(response.text, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
    expect(attribute(response.text, /<link rel="canonical" href="([^"]+)"/)).toBe(new URL(path, SITE.publicOrigin).href);
    expect(attribute(response.text, /<meta property="og:title" content="([^"]+)"/)).toContain(SITE.productName);
    expect(response.text).not.toContain('name="robots"');
  });

  test('Home and Contact carry the pharmacy as structured data, an article its Article data', async () => {
    for (const path of [ROUTES.home, ROUTES.contact]) {
      const { text } = await request(path);
      const data = JSON.parse(attribute(text, /<script type="application\/ld\+json"[^>]*>(.+?)<\/script>/) ?? '{}');
      expect(data).toMatchObject({ '@type': 'Pharmacy', name: SITE.productName, telephone: '+61255501234' });
    }
    const { text } = await request(ROUTES.blogArticle(ARTICLE));
    const article = JSON.parse(attribute(text, /<script type="application\/ld\+json"[^>]*>(.+?)<\/script>/) ?? '{}');
    expect(article).toMatchObject({ '@type': 'Article', inLanguage: 'en-AU', articleSection: 'Dermatology' });
  });

  test('no public page loads the Firebase SDK', async () => {
    for (const [path] of PUBLIC_PAGES) {
      const { text } = await request(path);
      const scripts = scriptsOf(text);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const code = (await request(script)).text;
        expect({ path, script, firebase: code.includes('@firebase/') || code.includes('FirebaseError') }).toEqual({
          path,
          script,
          firebase: false,
        });
      }
    }
  });
});

/**
 * Australian medicines advertising law: public pages may promote the compounding
 * service but never name a prescription-only (Schedule 4 or 8) ingredient. These are
 * the ones compounding pharmacies most often prepare; none may appear anywhere.
 */
const PRESCRIPTION_ONLY = [
  'testosterone', 'oestradiol', 'estradiol', 'oestriol', 'estriol', 'progesterone', 'dhea', 'pregnenolone',
  'thyroxine', 'liothyronine', 'finasteride', 'minoxidil', 'tretinoin', 'hydroquinone', 'ketamine',
  'naltrexone', 'sildenafil', 'tadalafil', 'gabapentin', 'amitriptyline', 'ketoprofen', 'baclofen',
  'clonidine', 'metronidazole', 'ivermectin', 'oxytocin', 'morphine', 'codeine', 'diazepam', 'semaglutide',
];

describe('advertising law', () => {
  test('no public page names a prescription-only ingredient or carries testimonials', async () => {
    for (const [path] of PUBLIC_PAGES) {
      const text = (await request(path)).text.toLowerCase();
      const named = PRESCRIPTION_ONLY.filter((ingredient) => new RegExp(`\\b${ingredient}\\b`).test(text));
      expect({ path, named }).toEqual({ path, named: [] });
      expect({ path, testimonial: /testimonial|what our (patients|customers) say|★/.test(text) }).toEqual({
        path,
        testimonial: false,
      });
    }
  });
});

describe('the rest of the site', () => {
  test('portal screens get the app shell, which is not marked noindex', async () => {
    for (const path of PORTAL_SCREENS) {
      const response = await request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.text).toContain(EMPTY_ROOT);
      expect(response.text).not.toContain('name="robots"');
    }
  });

  test('an unknown address (or article) answers 404 with the app, which shows its not-found page', async () => {
    for (const address of ['/no-such-page', '/about/team', '/admin/secret', '/blog/a/b', '/blog/no-such-article']) {
      const response = await request(address);
      expect({ address, status: response.status }).toEqual({ address, status: 404 });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.text).toContain(EMPTY_ROOT);
      expect(response.text).toContain('<meta name="robots" content="noindex"');
    }
  });

  test('sitemap.xml lists every public page and article; robots.txt points to it and keeps private screens out', async () => {
    const sitemap = await request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const listed = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(listed).toEqual(expect.arrayContaining(PUBLIC_PAGES.map(([path]) => path)));
    expect(listed).toHaveLength(15);
    expect(listed).not.toContain(ROUTES.dashboard);

    const robots = await request('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${SITE.publicOrigin}/sitemap.xml`);
    for (const path of [ROUTES.dashboard, ROUTES.admin, ROUTES.verify]) expect(robots.text).toContain(`Disallow: ${path}`);
  });

  test('the icons are served', async () => {
    for (const path of ['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png', '/images/og-default.png']) {
      expect({ path, status: (await request(path)).status }).toEqual({ path, status: 200 });
    }
  });

  test('pages cannot be framed by another site and are sent with the security headers', async () => {
    for (const address of ['/', '/practitioners', '/no-such-page']) {
      const { headers } = await request(address);
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    }
  });
});
