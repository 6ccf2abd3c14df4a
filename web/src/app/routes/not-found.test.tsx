import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route.tsx';

describe('unknown addresses', () => {
  it.each(['/no-such-page', '/about/extra', '/admin-panel'])(
    '%s shows the not-found page inside the site shell',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page Not Found | Harbourside Compounding Pharmacy'));
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    },
  );

  it('a blog address with an unknown id says the post does not exist', async () => {
    renderRoute('/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to Blog' })) expect(link).toHaveAttribute('href', '/blog');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Harbourside Compounding Pharmacy'));
  });
});
