import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppCheckTokenSource } from './app-check-header.ts';
import { sendForm, UploadError, type UploadProgress } from './send-form.ts';

type Handler = ((event: Partial<ProgressEvent>) => void) | null;

/** A hand-driven XMLHttpRequest: the test plays the browser's events. */
class ScriptedXhr {
  static last: ScriptedXhr;
  readonly upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  readonly headers: Record<string, string> = {};
  opened: [string, string] | null = null;
  sent: unknown = null;
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', ScriptedXhr));

/** The request sendForm opened: it first asks for the App Check token, so a turn later. */
async function opened(): Promise<ScriptedXhr> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return ScriptedXhr.last;
}
afterEach(() => {
  vi.unstubAllGlobals();
  setAppCheckTokenSource(undefined);
});

describe('sending a form with its upload progress', () => {
  it('posts the form with its headers and reports bytes sent, then the end of the upload', async () => {
    const seen: UploadProgress[] = [];
    const form = new FormData();
    const reply = sendForm('/api/enquiry', form, { headers: { 'Idempotency-Key': 'k' }, onProgress: (progress) => seen.push(progress) });
    const xhr = await opened();
    expect(xhr.opened).toEqual(['POST', '/api/enquiry']);
    expect(xhr.headers).toEqual({ 'Idempotency-Key': 'k' });
    expect(xhr.sent).toBe(form);
    xhr.upload.onprogress?.({ loaded: 10, total: 40, lengthComputable: true });
    xhr.upload.onload?.({ loaded: 40, total: 40 });
    xhr.answer(201, '{"success":true}');
    await expect(reply).resolves.toEqual({ ok: true, status: 201, body: { success: true } });
    expect(seen).toEqual([
      { sent: 10, total: 40, done: false },
      { sent: 40, total: 40, done: true },
    ]);
  });

  it('resolves a refusal with the server\u2019s body, or null when it is not JSON', async () => {
    const refused = sendForm('/api/enquiry', new FormData());
    (await opened()).answer(413, '{"error":"Too large."}');
    await expect(refused).resolves.toEqual({ ok: false, status: 413, body: { error: 'Too large.' } });
    const proxied = sendForm('/api/enquiry', new FormData());
    (await opened()).answer(502, '<html>Bad gateway</html>');
    await expect(proxied).resolves.toEqual({ ok: false, status: 502, body: null });
  });

  it('rejects as cancelled when its signal aborts, before or during the upload', async () => {
    const controller = new AbortController();
    const during = sendForm('/api/enquiry', new FormData(), { signal: controller.signal });
    await opened();
    controller.abort();
    await expect(during).rejects.toEqual(new UploadError('cancelled'));
    await expect(sendForm('/api/enquiry', new FormData(), { signal: controller.signal })).rejects.toHaveProperty('reason', 'cancelled');
  });

  it('rejects a dropped connection as a network failure', async () => {
    const dropped = sendForm('/api/enquiry', new FormData());
    (await opened()).onerror?.();
    await expect(dropped).rejects.toHaveProperty('reason', 'network');
  });

  it('carries the App Check token once the portal runs App Check', async () => {
    setAppCheckTokenSource(async () => 'app-check-token');
    const reply = sendForm('/api/order-requests', new FormData(), { headers: { Authorization: 'Bearer id-token' } });
    const xhr = await opened();
    expect(xhr.headers).toEqual({ 'X-Firebase-AppCheck': 'app-check-token', Authorization: 'Bearer id-token' });
    xhr.answer(201, '{}');
    await reply;
  });
});
