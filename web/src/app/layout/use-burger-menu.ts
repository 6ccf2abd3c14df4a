import { useState } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from '@/hooks/use-dismiss.ts';

/**
 * Open/closed state of the mobile menu. The menu remembers the location it
 * was opened at, so any navigation (a new location key) closes it without an
 * effect. A pointer press outside `containerRef` or the Escape key close it too.
 */
export function useBurgerMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;
  const { containerRef, buttonRef } = useDismiss<HTMLElement>(isOpen, () => setOpenAt(null));

  const toggle = () => setOpenAt(isOpen ? null : location.key);
  return { isOpen, toggle, containerRef, buttonRef };
}
