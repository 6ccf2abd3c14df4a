import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { addressViews } from '@/lib/address-views.ts';
import { ViewsNav } from './views-nav.tsx';

const VIEWS = addressViews(
  [
    { id: 'practitioners', label: 'Practitioners' },
    { id: 'orders', label: 'Orders' },
  ],
  'practitioners',
);

function renderNav(onIntent?: (id: 'practitioners' | 'orders') => void) {
  return render(
    <MemoryRouter>
      <ViewsNav label="Admin dashboard views" pathname="/admin" views={VIEWS} current="practitioners" onIntent={onIntent} />
    </MemoryRouter>,
  );
}

describe('ViewsNav', () => {
  it('tells the screen which view a pointer or the keyboard is about to open, before any click', async () => {
    const onIntent = vi.fn();
    renderNav(onIntent);
    const orders = screen.getByRole('link', { name: 'Orders' });
    fireEvent.pointerEnter(orders);
    expect(onIntent).toHaveBeenLastCalledWith('orders');
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Practitioners' })).toHaveFocus();
    expect(onIntent).toHaveBeenLastCalledWith('practitioners');
  });

  it('marks the open view and links each to its address', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Practitioners' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin?view=orders');
    expect(screen.getByRole('link', { name: 'Practitioners' })).toHaveAttribute('href', '/admin');
  });
});
