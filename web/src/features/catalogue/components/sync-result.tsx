import { syncMessageTone } from '../sync-message.ts';

/**
 * The outcome of the last sync. The live region stays in the page while empty so
 * screen readers announce the message when it arrives; the ✅ or ❌ it starts with
 * says what colour says, so colour is never the only sign.
 */
export function SyncResult({ message }: { message: string | null }) {
  const tone = message ? syncMessageTone(message) : undefined;
  return (
    <p className={tone ? `sync-result sync-result--${tone}` : 'sync-result'} role="status" aria-live="polite">
      {message}
    </p>
  );
}
