import { describe, expect, it } from 'vitest';
import { HIGHLIGHTED_LINKS, NAV_LINKS, ROUTES } from './routes.ts';

describe('navigation', () => {
  it("lists the spec's links in its order", () => {
    expect(NAV_LINKS.map((l) => `${l.label} ${l.to}`)).toEqual([
      'Home /',
      'Our Services /services',
      'About Us /about',
      'Our Team /team',
      'Blog /blog',
      'FAQs /faqs',
      'Contact Us /contact',
    ]);
    expect(HIGHLIGHTED_LINKS.map((l) => `${l.label} ${l.to}`)).toEqual(['Practitioners Login /practitioners', 'Upload Script /upload']);
  });

  it('builds blog article paths from their id', () => {
    expect(ROUTES.blogArticle('mens-health-compounding')).toBe('/blog/mens-health-compounding');
  });

  it("builds an order's worksheet path from its request ID", () => {
    expect(ROUTES.adminWorksheet('HC-261125-7K2M')).toBe('/admin/worksheet/HC-261125-7K2M');
  });
});
