/**
 * A prerendered public page without React (decision 072): its script works on the markup
 * the React components render for it, as the SPA's components behave.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NAV_LINKS } from '@pharmacy/shared';
import { FAQ_ITEMS, FaqAccordion } from '@/features/faq/index.ts';
import { PharmacyMap } from '@/features/enquiries/index.ts';
import { STAFF, StaffCard } from '@/features/team/index.ts';
import { SESSION_HINT_KEY } from '@/lib/session-hint-note.ts';
import { SiteHeader } from './layout/site-header.tsx';
import { enhancePublicPage } from './public-page.ts';
import { StaticPageContext } from './static-page.ts';

/** Puts the static markup of `element` in the document, as the prerenderer writes it, and runs the page's script. */
function staticPage(element: ReactNode, path = '/') {
  document.body.innerHTML = renderToStaticMarkup(
    <StaticPageContext value>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </StaticPageContext>,
  );
  enhancePublicPage(document);
  return userEvent.setup();
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the header of a page without React', () => {
  const menuButton = () => screen.getByRole('button', { name: 'Menu' });

  it('carries the Menu button, closed, controlling the list of every link', () => {
    staticPage(<SiteHeader />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
    for (const link of NAV_LINKS) expect(within(list!).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
  });

  it('opens and closes the menu with its button, and closes it on Escape with focus back on the button', async () => {
    const user = staticPage(<SiteHeader />);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes the menu on a press outside it', async () => {
    const user = staticPage(
      <>
        <SiteHeader />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(menuButton());
    await user.click(screen.getByText('Elsewhere'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the spec\u2019s login button, or the way back to the portal this browser is signed in to', () => {
    staticPage(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Practitioners Login' })).toHaveAttribute('href', '/practitioners');

    localStorage.setItem(SESSION_HINT_KEY, `admin ${Date.now() + 60_000}`);
    staticPage(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Signed in: Admin Dashboard' })).toHaveAttribute('href', '/admin');

    localStorage.setItem(SESSION_HINT_KEY, `dashboard ${Date.now() - 1}`);
    staticPage(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Practitioners Login' })).toHaveAttribute('href', '/practitioners');
  });
});

describe('the FAQ accordion without React', () => {
  const question = (name: string) => screen.getByRole('button', { name });
  const openAnswers = () => screen.queryAllByRole('region').map((region) => region.textContent);
  const [first, second] = FAQ_ITEMS;

  it('opens one answer at a time, in a region named by its question, and closes it again', async () => {
    const user = staticPage(<FaqAccordion items={FAQ_ITEMS} />);
    expect(openAnswers()).toEqual([]);

    await user.click(question(first!.q));
    expect(question(first!.q)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first!.q })).toHaveTextContent(first!.a);

    await user.click(question(second!.q));
    expect(openAnswers()).toEqual([second!.a]);
    expect(question(first!.q)).toHaveAttribute('aria-expanded', 'false');

    await user.click(question(second!.q));
    expect(openAnswers()).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const user = staticPage(<FaqAccordion items={FAQ_ITEMS} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(openAnswers()).toEqual([first!.a]);
    await user.tab();
    await user.keyboard(' ');
    expect(openAnswers()).toEqual([second!.a]);
  });
});

describe('photos and the map without React', () => {
  it('a team photo that fails shows the placeholder', () => {
    const member = STAFF[0]!;
    staticPage(<StaffCard member={member} />);
    const photo = screen.getByRole('img', { name: member.name });
    photo.dispatchEvent(new Event('error'));
    expect(photo).toHaveAttribute('src', '/images/placeholder-person.svg');
    // The placeholder failing too starts no loop.
    photo.dispatchEvent(new Event('error'));
    expect(photo).toHaveAttribute('src', '/images/placeholder-person.svg');
  });

  it('the map loads only when asked for, and takes the focus', async () => {
    const user = staticPage(<PharmacyMap />);
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle(/^Map of /);
    expect(frame).toHaveAttribute('src', expect.stringContaining('https://www.google.com/maps?q='));
    expect(frame).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toBeVisible();
  });
});
