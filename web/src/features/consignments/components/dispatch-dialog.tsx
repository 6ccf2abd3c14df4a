import { useEffect, useRef } from 'react';
import type { DispatchResponse, OrderRequest } from '@pharmacy/shared';
import { DispatchForm } from './dispatch-form.tsx';

interface DispatchDialogProps {
  /** The orders chosen on the queue. */
  orders: readonly OrderRequest[];
  onDispatched: (response: DispatchResponse) => void;
  /** However it closes (Cancel, Escape, or once dispatched). */
  onClose: () => void;
}

/**
 * The dispatch form as a modal: a native <dialog> opened with showModal(), which traps
 * focus, makes the queue behind inert and closes on Escape (as the consent dialog does).
 */
export function DispatchDialog({ orders, onDispatched, onClose }: DispatchDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  // The dialog's close event calls onClose; where there is no dialog to close (a test's DOM), call it directly.
  const close = () => (ref.current?.open ? ref.current.close() : onClose());
  return (
    <dialog ref={ref} className="dispatch-dialog" aria-label="Dispatch" onClose={onClose}>
      <DispatchForm
        orders={orders}
        onCancel={close}
        onDispatched={(response) => {
          onDispatched(response);
          close();
        }}
      />
    </dialog>
  );
}
