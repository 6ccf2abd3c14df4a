import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** A screen in a chunk of its own, and a way to fetch that chunk before it is rendered. */
export type Preloadable<P extends object> = ((props: P) => ReactNode) & {
  /** Fetches the chunk (once; again after a failure) and gives the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * `React.lazy`, except that once its chunk has arrived it renders at once (decision 089).
 *
 * A lazy component suspends on its first render even when its module is already loaded,
 * because `import()` settles a task later. Its Suspense boundary then commits the fallback,
 * and React holds back the content that replaces a fallback until 300 ms after that
 * fallback was shown (react-dom 19's FALLBACK_THROTTLE_MS). Three such boundaries one
 * inside another (the portal shell, its screen, the admin's view) cost a signed-in first
 * screen most of a second of doing nothing. Preloaded, or rendered a second time, this
 * renders the component itself, and no fallback is shown.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The next render or preload asks again (the browser may still refuse, decision 032).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = (props: P): ReactNode => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  return Object.assign(Component, { preload });
}
