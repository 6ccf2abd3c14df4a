import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAV_LINKS } from '@pharmacy/shared';
import { renderRoute } from '@/test/render-route.tsx';

describe('site footer', () => {
  it('shows the copyright notice, the pharmacy line and the contact details', () => {
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2025 Harbourside Compounding Pharmacy. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).getByText('Dedicated to your personalised healthcare and wellness.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(02) 5550 1234' })).toHaveAttribute('href', 'tel:+61255501234');
    expect(within(footer).getByText('Monday - Thursday')).toBeInTheDocument();
  });

  it('links to the Privacy Policy', () => {
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('repeats the navigation links', () => {
    renderRoute('/');
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(NAV_LINKS.map((l) => l.label));
  });
});
