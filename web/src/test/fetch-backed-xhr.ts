import { beforeEach, vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * An XMLHttpRequest that hands each request to the global fetch (stubbed by
 * stubFetch), so a test answers a form's XHR upload the way it answers a fetch:
 * with fetchMock's reply, or its rejection as a dropped connection.
 */
class FetchBackedXhr {
  readonly upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  send(body: FormData) {
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        if (this.aborted) return;
        const sent = { loaded: 100, total: 100, lengthComputable: true } as ProgressEvent;
        this.upload.onprogress?.(sent);
        this.upload.onload?.(sent);
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => {
        if (!this.aborted) this.onerror?.();
      },
    );
  }
}

/** Uploads in the calling test file go through FetchBackedXhr; stubFetch's afterEach removes it. */
export function stubXhrWithFetch() {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  });
}
