import type { ReactNode } from 'react';

/*
 * Line icons on a 24px grid, drawn inline: no icon font or sprite request, and
 * they take the colour of the text around them.
 */
const SHAPES = {
  mortar: (
    <>
      <path d="M3.5 11h17M5 11a7 7 0 0 0 14 0M9.5 17.5 9 20h6l-.5-2.5" />
      <path d="m13 10.5 5.5-7" strokeWidth="2.5" />
    </>
  ),
  chat: (
    <>
      <path d="M4 4.5h10a1 1 0 0 1 1 1v6.5a1 1 0 0 1-1 1H8.5L5 16v-3H4a1 1 0 0 1-1-1V5.5a1 1 0 0 1 1-1z" />
      <path d="M18 8.5h2a1 1 0 0 1 1 1V16a1 1 0 0 1-1 1h-1v3l-3.5-3H11a1 1 0 0 1-1-1v-1" />
    </>
  ),
  clipboard: (
    <>
      <path d="M9 3.5h6v3H9z" />
      <path d="M9 5H6.5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1H15M9 14l2 2 4-4.5" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 5.5h11v11h-11zM13.5 9h4l3 3.5v4h-7" />
      <circle cx="7" cy="17.5" r="2" />
      <circle cx="17" cy="17.5" r="2" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />,
  shield: <path d="M12 3 19 6v5.2c0 4.4-2.9 8.1-7 9.8-4.1-1.7-7-5.4-7-9.8V6zM9 12l2.2 2.2L15.5 10" />,
  flask: <path d="M9 3.5h6M10 3.5v6L5 18.3A1.8 1.8 0 0 0 6.6 21h10.8a1.8 1.8 0 0 0 1.6-2.7L14 9.5v-6M7.3 15h9.4" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  phone: (
    <path d="M6.6 3.5h2.6l1.3 4.3-1.9 1.3a11 11 0 0 0 6.3 6.3l1.3-1.9 4.3 1.3v2.6a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.6 5.5a2 2 0 0 1 2-2z" />
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof SHAPES;

/** Decorative: the text beside an icon always says what it means. */
export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[name]}
    </svg>
  );
}
