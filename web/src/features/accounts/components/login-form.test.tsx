import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';
import { resendVerificationEmail } from '../api/resend-verification-email.ts';
import { VerificationEmailError } from '../api/send-verification-email.ts';
import { signInToPortal } from '../api/sign-in.ts';

// The Firebase round trip is covered by the browser tests against the emulators.
vi.mock('../api/sign-in.ts', () => ({ signInToPortal: vi.fn() }));
vi.mock('../api/resend-verification-email.ts', () => ({ resendVerificationEmail: vi.fn() }));
const signIn = vi.mocked(signInToPortal);
const resend = vi.mocked(resendVerificationEmail);

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/practitioners', Component: LoginForm },
      { path: '/admin', element: <h1>Admin</h1> },
    ],
    { initialEntries: ['/practitioners'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('practitioner login form', () => {
  beforeEach(() => {
    signIn.mockReset();
    resend.mockReset();
  });

  it('shows "Logging in..." while busy, then follows the redirect', async () => {
    let finish: (value: { kind: 'redirect'; to: string }) => void = () => {};
    signIn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { router, user } = renderLogin();

    await submit(user);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('sam@example.com', 'secret-password');

    finish({ kind: 'redirect', to: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('explains why a signed-in user may not enter', async () => {
    signIn.mockResolvedValue({ kind: 'denied', message: 'Your account is awaiting admin approval.' });
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is awaiting admin approval.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('turns an auth error code into the catalogue message', async () => {
    signIn.mockRejectedValue(Object.assign(new Error('Firebase: Error'), { code: 'auth/wrong-password' }));
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect password. Please try again or reset your password.',
    );
  });

  it('offers a new verification link to an unverified account, sent with the typed credentials', async () => {
    signIn.mockResolvedValue({ kind: 'unverified', message: 'No user record found. Please verify your email address first.' });
    resend.mockResolvedValue();
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No user record found. Please verify your email address first.',
    );

    await user.click(screen.getByRole('button', { name: 'Send a new verification link' }));
    expect(resend).toHaveBeenCalledWith('sam@example.com', 'secret-password');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "We've sent a new verification link to sam@example.com. It expires in 24 hours.",
    );
  });

  it("shows the server's reason when no new link could be sent", async () => {
    signIn.mockResolvedValue({ kind: 'unverified', message: 'No user record found. Please verify your email address first.' });
    resend.mockRejectedValue(new VerificationEmailError('Too many verification emails have been requested.'));
    const { user } = renderLogin();
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText('Too many verification emails have been requested.')).toHaveAttribute('role', 'alert');
  });

  it('does not offer a new link to other refused users', async () => {
    signIn.mockResolvedValue({ kind: 'denied', message: 'Your registration was rejected. Please contact support.' });
    const { user } = renderLogin();
    await submit(user);
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Send a new verification link' })).not.toBeInTheDocument();
  });

  it('after onboarding, says the account is active and asks to log in again', async () => {
    signIn.mockResolvedValue({
      kind: 'activated',
      message: 'Your email is verified and your account is now active. Please log in again.',
    });
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Please log in again.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to registration and to password reset', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register for an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
  });
});
