/** The parts every e-mail of the pharmacy's shares: links to our pages and the signature. */
import { SITE } from '@pharmacy/shared';

const SIGNATURE = [SITE.productName, `${SITE.phone} | ${SITE.email}`].join('\n');

/** A link to one of our pages. */
export function link(origin: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The paragraphs, then the pharmacy's signature. */
export function body(...paragraphs: string[]): string {
  return [...paragraphs, SIGNATURE].join('\n\n');
}
