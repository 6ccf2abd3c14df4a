import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk the test delivers when it chooses. */
function deferredChunk() {
  let deliver: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        deliver = () => resolve(Greeting);
        fail = reject;
      }),
  );
  return { load, deliver: () => deliver(), fail: (error: Error) => fail(error) };
}

const inSuspense = (children: React.ReactNode) => <Suspense fallback={<p>Loading...</p>}>{children}</Suspense>;

describe('preloadable (decision 089)', () => {
  it('renders the screen on its first render once preloaded: no fallback is ever shown', async () => {
    const Screen = preloadable(async () => Greeting);
    await Screen.preload();
    render(inSuspense(<Screen name="Ada" />));
    // Synchronously, before any task runs: nothing suspended.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('rendered before its chunk arrives, shows the fallback and then the screen, fetching the chunk once', async () => {
    const chunk = deferredChunk();
    const Screen = preloadable(chunk.load);
    render(inSuspense(<Screen name="Ada" />));
    expect(screen.getByText('Loading...')).toBeTruthy();
    void Screen.preload();
    await act(async () => chunk.deliver());
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('asks for a chunk again after a failed fetch, and renders it once it comes', async () => {
    const chunk = deferredChunk();
    const Screen = preloadable(chunk.load);
    const first = Screen.preload();
    chunk.fail(new Error('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow('Failed to fetch');
    const second = Screen.preload();
    chunk.deliver();
    await second;
    expect(chunk.load).toHaveBeenCalledTimes(2);
    render(inSuspense(<Screen name="Grace" />));
    expect(screen.getByText('Hello Grace')).toBeTruthy();
  });
});
