import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route.tsx';

// /contact reaches its form through the enquiries feature's index, which under vitest (no
// tree-shaking) also transforms the admin's inbox: several seconds on a busy machine. That is
// module loading, not the screen under test, so it happens here, on a budget of its own.
beforeAll(async () => {
  await import('@/features/enquiries');
}, 60_000);

describe('every public screen is reachable', () => {
  it.each([
    ['/', 'Medicine Made For You', 'Medicine Made For You'],
    ['/about', 'About Us', 'About Us'],
    ['/team', 'Meet Our Expert Team', 'Our Team'],
    ['/services', 'Our Services & Medicines', 'Our Services & Medicines'],
    ['/faqs', 'Frequently Asked Questions', 'FAQs'],
    ['/blog', 'Harbourside Compounding Pharmacy Blog', 'Blog'],
    [
      '/blog/dermatology-compounding',
      'Compounded Skin Preparations: How Custom Creams, Gels and Ointments Are Made',
      'Compounded Skin Preparations: How Custom Creams, Gels and Ointments Are Made',
    ],
    ['/contact', 'Get in Touch', 'Contact Us'],
  ])('%s shows "%s" and sets its own head', async (path, heading, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Harbourside Compounding Pharmacy`));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://harbourside-compounding.com.au${path}`,
    );
  });

  it('adds an article’s structured data while it is open and removes it on leaving', async () => {
    const { user } = renderRoute('/blog/veterinary-compounding');
    const structuredData = () => document.head.querySelectorAll('script[type="application/ld+json"]');
    await waitFor(() => expect(structuredData()).toHaveLength(1));
    expect(JSON.parse(structuredData()[0]?.textContent ?? '{}')).toMatchObject({ '@type': 'Article', inLanguage: 'en-AU' });

    await user.click(screen.getAllByRole('link', { name: 'Back to Blog' })[0] as HTMLElement);
    await waitFor(() => expect(document.title).toBe('Blog | Harbourside Compounding Pharmacy'));
    expect(structuredData()).toHaveLength(0);
  });

  it('the home hero leads to the FAQs and the services', async () => {
    renderRoute('/');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Explore FAQs' })).toHaveAttribute('href', '/faqs');
    expect(within(main).getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  });

  it('offers a skip link to the main landmark', () => {
    renderRoute('/about');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
