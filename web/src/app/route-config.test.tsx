import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route.tsx';

describe('every public screen is reachable', () => {
  it.each([
    ['/', 'Medicine Made For You', 'Medicine Made For You'],
    ['/about', 'About Us', 'About Us'],
    ['/team', 'Meet Our Expert Team', 'Our Team'],
    ['/services', 'Our Services & Medicines', 'Our Services & Medicines'],
    ['/faqs', 'Frequently Asked Questions', 'FAQs'],
    ['/blog', 'Harbourside Compounding Pharmacy Blog', 'Blog'],
    ['/blog/dermatology-compounding', 'Dermatology', 'Dermatology | Blog'],
    ['/contact', 'Get in Touch', 'Contact Us'],
    ['/upload', 'Upload Prescription', 'Upload Script'],
    ['/verify', 'Email Verification', 'Verify Email'],
    ['/register', 'Practitioner Registration', 'Practitioner Registration'],
  ])('%s shows "%s"', async (path, heading, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Harbourside Compounding Pharmacy`);
  });

  it('the home hero leads to the FAQs and the services', () => {
    renderRoute('/');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Explore FAQs' })).toHaveAttribute('href', '/faqs');
    expect(within(main).getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  });

  it('offers a skip link to the main landmark', () => {
    renderRoute('/about');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
