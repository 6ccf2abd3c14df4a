import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { ARTICLES, loadArticleBody } from '../articles.ts';
import { ArticleBody } from './article-body.tsx';

function renderBody(id: string) {
  const router = createMemoryRouter(
    [
      { path: '/blog/:id', element: <ArticleBody id={id} /> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [`/blog/${id}`] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

/** The article whose body links to another page of the site. */
async function articleWithSiteLink(): Promise<{ id: string; href: string }> {
  for (const { id } of ARTICLES) {
    const href = /<a href="(\/[^"]*)"/.exec(await loadArticleBody(id))?.[1];
    if (href) return { id, href };
  }
  throw new Error('no article links to the site');
}

describe('article body', () => {
  it('holds its place with a loading line, then shows the article', async () => {
    const [article] = ARTICLES;
    renderBody(article!.id);
    expect(screen.getByRole('status')).toHaveTextContent('Loading article...');
    expect(await screen.findAllByRole('heading', { level: 2 })).not.toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens its links to the site inside the app', async () => {
    const { id, href } = await articleWithSiteLink();
    const { router, user } = renderBody(id);
    const link = (await screen.findAllByRole('link')).find((candidate) => candidate.getAttribute('href') === href);
    await user.click(link!);
    expect(router.state.location.pathname).toBe(href);
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('renders nothing for an unknown article', () => {
    const { container } = render(<ArticleBody id="no-such-post" />);
    expect(container).toBeEmptyDOMElement();
  });
});
