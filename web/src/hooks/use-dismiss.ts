import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Closes an open disclosure (a menu, a panel) on a pointer press outside its
 * container or on Escape, which also puts focus back on its button. Attach the
 * refs to the container and the button.
 */
export function useDismiss<Container extends HTMLElement>(isOpen: boolean, close: () => void) {
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The listeners stay put while open, however often the caller makes a new `close`.
  const dismiss = useEffectEvent(close);

  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      dismiss();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      dismiss();
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return { containerRef, buttonRef };
}
