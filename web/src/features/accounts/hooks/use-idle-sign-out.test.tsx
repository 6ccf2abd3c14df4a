import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_SIGN_OUT_MINUTES, isIdleSignOutState, useIdleSignOut } from './use-idle-sign-out.ts';

const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../api/sign-out.ts', () => ({ signOutOfPortal: signOut }));

function Portal({ active }: { active: boolean }) {
  useIdleSignOut(active);
  return <p>portal</p>;
}

function Login() {
  const { state } = useLocation();
  return <p>{isIdleSignOutState(state) ? 'signed out for inactivity' : 'login'}</p>;
}

function renderPortal(active = true) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<Portal active={active} />} />
        <Route path="/practitioners" element={<Login />} />
      </Routes>
    </MemoryRouter>,
  );
}

const minutes = (count: number) => count * 60_000;

describe('idle sign-out', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    signOut.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it(`signs out after ${IDLE_SIGN_OUT_MINUTES} minutes without activity, and the login page says why`, async () => {
    renderPortal();
    await act(async () => vi.advanceTimersByTime(minutes(IDLE_SIGN_OUT_MINUTES) + 15_000));
    expect(await screen.findByText('signed out for inactivity')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('keeps a session that is in use', async () => {
    renderPortal();
    for (let step = 0; step < 4; step += 1) {
      await act(async () => vi.advanceTimersByTime(minutes(IDLE_SIGN_OUT_MINUTES - 5)));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    }
    expect(screen.getByText('portal')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('does nothing while nobody is signed in', async () => {
    renderPortal(false);
    await act(async () => vi.advanceTimersByTime(minutes(IDLE_SIGN_OUT_MINUTES * 2)));
    expect(screen.getByText('portal')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });
});
