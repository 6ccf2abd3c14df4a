import { parseReplyBody, type ApiReply } from './api-reply-body.ts';
import { appCheckHeaders } from './app-check-header.ts';

/** How much of a request body the browser has sent, as its upload events report it. */
export interface UploadProgress {
  sent: number;
  total: number;
  /** Every byte is out: the server is reading and storing it, and the upload can no longer be cancelled. */
  done: boolean;
}

/**
 * Why no answer came back: the person cancelled, or the connection failed (offline
 * included). navigator.onLine is not asked: a machine with only loopback, as in our
 * test sandbox, reports offline while the site itself answers.
 */
export type UploadFailure = 'cancelled' | 'network';

export class UploadError extends Error {
  constructor(readonly reason: UploadFailure) {
    super(reason);
    this.name = 'UploadError';
  }
}

export interface SendFormOptions {
  headers?: Record<string, string>;
  /** Aborts the upload (Cancel); the promise rejects with UploadError('cancelled'). */
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POSTs a multipart form to the site's own /api and resolves the server's reply,
 * whatever its status. XMLHttpRequest, not fetch: only XHR reports upload progress
 * (decision 030). Rejects with an UploadError when no answer came back. Carries the App
 * Check token once the portal runs App Check (decision 038).
 */
export async function sendForm(path: string, form: FormData, { headers = {}, signal, onProgress }: SendFormOptions = {}): Promise<ApiReply> {
  const allHeaders = { ...(await appCheckHeaders()), ...headers };
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('cancelled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    // No Content-Type: the browser writes the multipart boundary itself.
    for (const [name, value] of Object.entries(allHeaders)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : 0, done: false });
    xhr.upload.onload = (event) => onProgress?.({ sent: event.loaded, total: event.total, done: true });
    const stopListening = () => signal?.removeEventListener('abort', cancel);
    const cancel = () => xhr.abort();
    signal?.addEventListener('abort', cancel);
    xhr.onload = () => {
      stopListening();
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body: parseReplyBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      stopListening();
      reject(new UploadError('network'));
    };
    xhr.onabort = () => {
      stopListening();
      reject(new UploadError('cancelled'));
    };
    xhr.send(form);
  });
}
