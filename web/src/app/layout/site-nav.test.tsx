import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HIGHLIGHTED_LINKS, NAV_LINKS } from '@pharmacy/shared';
import { renderRoute, stubMatchMedia } from '@/test/render-route.tsx';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('site navigation on desktop', () => {
  it('shows every navigation link with its address', () => {
    renderRoute('/');
    const nav = mainNav();
    for (const link of NAV_LINKS) {
      expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    expect(within(nav).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows the two highlighted buttons', () => {
    renderRoute('/');
    const quick = screen.getByRole('navigation', { name: 'Quick actions' });
    for (const link of HIGHLIGHTED_LINKS) {
      expect(within(quick).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
  });

  it('links the brand to the home page', () => {
    renderRoute('/about');
    expect(screen.getByRole('link', { name: 'Harbourside Compounding Pharmacy' })).toHaveAttribute('href', '/');
  });
});

describe('burger menu on mobile', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubMatchMedia(true);
  });
  afterEach(() => restore());

  it('starts closed and opens and closes with the Menu button', async () => {
    const { user } = renderRoute('/');
    const button = within(mainNav()).getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeVisible();
    expect(within(mainNav()).getByRole('link', { name: 'About Us' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    const { user, location } = renderRoute('/');
    await user.click(within(mainNav()).getByRole('button', { name: 'Menu' }));
    await user.click(within(mainNav()).getByRole('link', { name: 'Our Team' }));

    expect(location.pathname).toBe('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet Our Expert Team' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the menu', async () => {
    const { user } = renderRoute('/');
    const button = within(mainNav()).getByRole('button', { name: 'Menu' });
    await user.click(button);
    // The page's own heading, once its route has loaded (a busy run clicked before it had).
    await user.click(await screen.findByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the Menu button', async () => {
    const { user } = renderRoute('/');
    const button = within(mainNav()).getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
