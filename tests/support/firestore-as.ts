/**
 * Firestore read from outside, as a browser holding an ID token would: the emulator's REST
 * API under the security rules (firestore.rules), past the app and its /api. What a hostile
 * script with a stolen or leftover session can list straight from Firestore.
 */
import { STACK_PROJECT_ID } from './stack.ts';

const FIRESTORE_EMULATOR_HOST = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';

/** Lists `collection` where `field == value` with the caller's ID token; the HTTP status and how many documents came back. */
export async function listAs(idToken: string, collection: string, field: string, value: string): Promise<{ status: number; count: number }> {
  const url = `http://${FIRESTORE_EMULATOR_HOST}/v1/projects/${STACK_PROJECT_ID}/databases/(default)/documents:runQuery`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  const body = (await response.json()) as unknown;
  const count = Array.isArray(body) ? body.filter((row: { document?: unknown }) => row.document).length : 0;
  return { status: response.status, count };
}

/** Gets one document with the caller's ID token; the HTTP status and the document's stored fields as JSON text ('' when refused). */
export async function getAs(idToken: string, documentPath: string): Promise<{ status: number; text: string }> {
  const url = `http://${FIRESTORE_EMULATOR_HOST}/v1/projects/${STACK_PROJECT_ID}/databases/(default)/documents/${documentPath}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
  const body = (await response.json()) as { fields?: unknown };
  return { status: response.status, text: response.ok ? JSON.stringify(body.fields ?? {}) : '' };
}
