import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route.tsx';

const quickActions = () => within(screen.getByRole('navigation', { name: 'Quick actions' }));

describe('the header’s highlighted buttons', () => {
  afterEach(() => localStorage.clear());

  it('are the spec’s two when this browser has no portal session', () => {
    renderRoute('/about');
    expect(quickActions().getByRole('link', { name: 'Practitioners Login' })).toHaveAttribute('href', '/practitioners');
    expect(quickActions().getByRole('link', { name: 'Upload Script' })).toHaveAttribute('href', '/upload');
  });

  it('lead a signed-in admin back to the admin dashboard in the login button’s place', () => {
    localStorage.setItem('portal-session-hint', `admin ${Date.now() + 60_000}`);
    renderRoute('/about');
    expect(quickActions().getByRole('link', { name: 'Signed in: Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(quickActions().queryByRole('link', { name: 'Practitioners Login' })).toBeNull();
    expect(quickActions().getByRole('link', { name: 'Upload Script' })).toBeInTheDocument();
  });

  it('ignore a note that has expired', () => {
    localStorage.setItem('portal-session-hint', `dashboard ${Date.now() - 1}`);
    renderRoute('/about');
    expect(quickActions().getByRole('link', { name: 'Practitioners Login' })).toBeInTheDocument();
  });
});
