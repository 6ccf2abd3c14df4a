import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';
import { signInToPortal } from '../api/sign-in.ts';

// The Firebase round trip is covered by the browser tests against the emulators.
vi.mock('../api/sign-in.ts', () => ({ signInToPortal: vi.fn() }));
const signIn = vi.mocked(signInToPortal);

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

  it('links to registration', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register for an account' })).toHaveAttribute('href', '/register');
  });
});
