/**
 * Refuses a request whose body is larger than its route takes, from the size it
 * declares (Content-Length), before anything parses it (decision 021).
 *
 * On Cloud Functions, and on the emulators, the Functions framework has already read
 * the whole body (up to Google's 32 MiB front end) into req.rawBody when the app
 * runs: this cannot save that memory, only the parsing (express.json, busboy) and
 * everything after. Where the app sees the request first (a plain Node server), the
 * body is not read at all. A body sent without a Content-Length is measured by its
 * rawBody when there is one, else left to the parsers' own limits.
 */
import type { Request, RequestHandler } from 'express';
import { HttpError, PAYLOAD_TOO_LARGE } from './errors.ts';

export interface BodyLimit {
  /** The route as the app sees it, without /api (app.ts strips it). */
  path: string;
  maxBytes: number;
  /** The 413's code and message: the route's own words for what is too large. */
  code: string;
  message: string;
}

/** JSON bodies are small forms (PAYLOAD_TOO_LARGE names this size); files arrive as multipart, on the routes that say so. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;

/** The body's size as declared, or as read by the Functions framework; null when unknown. */
function bodyBytes(req: Request): number | null {
  const declared = req.headers['content-length'];
  // Node's parser has already refused a Content-Length that is not a number.
  if (declared !== undefined) return Number(declared);
  const { rawBody } = req as Request & { rawBody?: unknown };
  return Buffer.isBuffer(rawBody) ? rawBody.byteLength : null;
}

/** Every route takes a JSON body of at most JSON_BODY_MAX_BYTES, except those in `uploads`. */
export function refuseOversizedBodies(uploads: readonly BodyLimit[] = []): RequestHandler {
  const byPath = new Map(uploads.map((limit) => [limit.path, limit]));
  return (req, _res, next) => {
    const bytes = bodyBytes(req);
    const limit = byPath.get(req.path);
    if (bytes === null || bytes <= (limit?.maxBytes ?? JSON_BODY_MAX_BYTES)) return next();
    // No `Connection: close`: Node discards the unread rest itself, and closing under a
    // proxy still sending it (the Functions emulator) makes the proxy fail (EPIPE).
    const { code, message } = limit ?? PAYLOAD_TOO_LARGE;
    next(new HttpError(413, code, message));
  };
}
