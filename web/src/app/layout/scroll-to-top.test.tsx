import { screen, within } from '@testing-library/react';
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
    await user.click(within(nav).getByRole('link', { name: 'About Us' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    await user.click(within(nav).getByRole('link', { name: 'Contact Us' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
