/**
 * The one place where errors become HTTP responses. Every error body is
 * `{ error, code }` (ApiErrorBody) with a 4xx/5xx status; never `{ error }` with 200.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '@pharmacy/shared';
import { MailDeliveryError } from '../mail/mail-errors.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/** A body over the JSON limit (body-limit.ts refuses it from its size, express.json while reading it). */
export const PAYLOAD_TOO_LARGE = {
  code: 'payload_too_large',
  message: 'This request is larger than the 100 KB this address accepts.',
} as const;

interface MappedError {
  status: number;
  body: ApiErrorBody;
}

/** Errors from express.json (http-errors convention): safe to describe to the client. */
function isBodyParserError(error: unknown): error is { status: number; type?: string } {
  const candidate = error as { status?: unknown; expose?: unknown } | null;
  return (
    typeof candidate?.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500 &&
    candidate.expose === true
  );
}

export function mapError(error: unknown): MappedError {
  if (error instanceof HttpError) {
    return { status: error.status, body: { error: error.message, code: error.code } };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    // The first problem, in the schema's own words, is what a form shows; `issues` lists them all.
    const message = issues[0]?.message ?? 'Some fields are invalid.';
    return { status: 400, body: { error: message, code: 'invalid_request', issues } };
  }
  if (isBodyParserError(error)) {
    if (error.status === 413) {
      return { status: 413, body: { error: PAYLOAD_TOO_LARGE.message, code: PAYLOAD_TOO_LARGE.code } };
    }
    return { status: 400, body: { error: 'The request body is not valid JSON.', code: 'invalid_body' } };
  }
  if (error instanceof MailDeliveryError) {
    return {
      status: 502,
      body: { error: 'We could not send the e-mail. Please try again later.', code: 'mail_delivery_failed' },
    };
  }
  return { status: 500, body: { error: GENERIC_ERROR_MESSAGE, code: 'internal' } };
}

type LogError = (message: string, details: Record<string, unknown>) => void;

/**
 * Express error middleware. Server errors are logged with their real cause (the
 * client only sees a generic message); client errors are not logged.
 */
export function createErrorHandler(logError: LogError = logger.error): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { status, body } = mapError(error);
    if (status >= 500) {
      logError('Request failed', {
        method: req.method,
        path: req.path,
        status,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
    res.status(status).json(body);
  };
}

/** Final route: anything no router answered. */
export const notFound: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, 'not_found', 'Not found.'));
};
