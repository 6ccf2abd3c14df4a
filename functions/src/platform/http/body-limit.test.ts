import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { JSON_BODY_MAX_BYTES, refuseOversizedBodies } from './body-limit.ts';
import { HttpError } from './errors.ts';

/** A request as the Functions framework hands it over: the body already read into rawBody, maybe without a Content-Length. */
function readRequest(path: string, rawBody: Buffer, contentLength?: number): Request {
  const headers = contentLength === undefined ? {} : { 'content-length': String(contentLength) };
  return { path, headers, rawBody } as unknown as Request;
}

function outcome(request: Request): unknown {
  const next = vi.fn();
  refuseOversizedBodies([{ path: '/upload', maxBytes: 1000, code: 'file_too_large', message: 'Too large.' }])(request, {} as Response, next);
  return next.mock.calls[0]?.[0];
}

describe('refusing oversized bodies', () => {
  it('measures a body sent without a Content-Length by what the framework read', () => {
    expect(outcome(readRequest('/echo', Buffer.alloc(JSON_BODY_MAX_BYTES + 1)))).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(outcome(readRequest('/upload', Buffer.alloc(1001)))).toMatchObject({ status: 413, code: 'file_too_large', message: 'Too large.' });
    expect(outcome(readRequest('/upload', Buffer.alloc(1000)))).toBeUndefined();
  });

  it('goes by the declared size when there is one', () => {
    expect(outcome(readRequest('/upload', Buffer.alloc(0), 1001))).toBeInstanceOf(HttpError);
    expect(outcome(readRequest('/echo', Buffer.alloc(0), JSON_BODY_MAX_BYTES))).toBeUndefined();
  });

  it('holds a path the upload list does not name exactly to the JSON limit', () => {
    expect(outcome(readRequest('/upload/', Buffer.alloc(JSON_BODY_MAX_BYTES + 1)))).toMatchObject({ code: 'payload_too_large' });
  });
});
