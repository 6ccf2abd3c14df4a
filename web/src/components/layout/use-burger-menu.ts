import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state of the mobile menu. The menu remembers the location it
 * was opened at, so any navigation (a new location key) closes it without an
 * effect. A pointer press outside `containerRef` or the Escape key close it too.
 */
export function useBurgerMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;
  const containerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpenAt(null);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  const toggle = () => setOpenAt(isOpen ? null : location.key);
  return { isOpen, toggle, containerRef, buttonRef };
}
