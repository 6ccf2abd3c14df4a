/**
 * A package loaded when a function first needs it, not when its instance starts (decision 100).
 * Every instance of every function (the API, the uploads, each trigger and scheduled job) loads
 * the whole bundle as it starts; a package only some requests use (pdf-lib, Stripe, SendGrid,
 * file-type) costs each of those starts its load time, and a cold start is a visitor waiting.
 * The first call starts the import; later calls share its promise.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
