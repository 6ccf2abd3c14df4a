import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route.tsx';

describe('scroll position', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns to the top of the page after every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderRoute('/');
    scrollTo.mockClear();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    // Each page loads lazily: the navigation (and the scroll) lands once its code has loaded.
    await user.click(within(nav).getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0));

    scrollTo.mockClear();
    await user.click(within(nav).getByRole('link', { name: 'Contact Us' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
