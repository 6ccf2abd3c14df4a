import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route.tsx';

describe('unknown addresses', () => {
  it.each(['/no-such-page', '/about/extra', '/admin-panel'])('%s shows the not-found page inside the site shell', (path) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Harbourside Compounding Pharmacy');
  });

  it('a blog address with an unknown id says the post does not exist', () => {
    renderRoute('/blog/no-such-post');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});
