import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailVerification } from './email-verification.tsx';

/** Awaited act: React only retries a suspended render inside an awaited act scope. */
async function renderVerification(token: string | null) {
  await act(async () => {
    render(
      <StrictMode>
        <MemoryRouter>
          <EmailVerification token={token} />
        </MemoryRouter>
      </StrictMode>,
    );
  });
}

function answer(status: number, body: object) {
  return vi.fn(() => Promise.resolve(Response.json(body, { status })));
}

let tokens = 0;
// verifyEmailOnce remembers each token for the page's lifetime: every test uses its own.
const freshToken = () => `token-${++tokens}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('e-mail verification page', () => {
  it('without a token, says the link is invalid and offers to register again', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderVerification(null);
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid verification link. Please check your email and try again.',
    );
    expect(screen.getByRole('link', { name: 'Register Again' })).toHaveAttribute('href', '/register');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the token once, even in StrictMode, and shows the success state', async () => {
    const fetch = answer(200, { success: true, message: 'Email verified successfully! You will receive a welcome email shortly.' });
    vi.stubGlobal('fetch', fetch);
    const token = freshToken();
    await renderVerification(token);

    expect(await screen.findByRole('heading', { name: 'Email Verified Successfully!' })).toHaveFocus();
    expect(screen.getByText(/pending admin approval/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View FAQs' })).toHaveAttribute('href', '/faqs');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/verify-email', expect.objectContaining({ method: 'POST', body: JSON.stringify({ token }) }));
  });

  it('shows a spinner while the server verifies', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    await renderVerification(freshToken());
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email address...');
  });

  it("shows the server's reason when verification fails", async () => {
    vi.stubGlobal('fetch', answer(410, { success: false, error: 'This verification link has expired.', code: 'token_expired' }));
    await renderVerification(freshToken());
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link has expired.');
  });

  it.each([
    ['an error without a reason', () => answer(500, {})],
    ['no connection', () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('shows the generic message for %s', async (_case, fetch) => {
    vi.stubGlobal('fetch', fetch());
    await renderVerification(freshToken());
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed. Please try again or contact support.');
  });
});
