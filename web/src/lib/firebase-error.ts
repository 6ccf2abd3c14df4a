/** The `auth/...` code of a FirebaseError, read without importing the SDK. */
export function firebaseErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The server could not be reached: the Auth SDK reports it as
 * auth/network-request-failed, fetch() as a TypeError (whatever the browser's
 * wording), and a lazy chunk that failed to download likewise.
 */
export function isNetworkFailure(error: unknown): boolean {
  return firebaseErrorCode(error) === 'auth/network-request-failed' || error instanceof TypeError;
}
