import type { ReactNode } from 'react';

// Module-level, so React calls it once when the heading mounts rather than on every render.
const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus();

/**
 * The heading of a panel that replaces a form or a spinner. It takes focus when
 * it appears, so keyboard and screen-reader users land on the outcome instead of
 * on a control that no longer exists.
 */
export function OutcomeHeading({ children }: { children: ReactNode }) {
  return (
    <h2 tabIndex={-1} ref={focusOnMount}>
      {children}
    </h2>
  );
}
