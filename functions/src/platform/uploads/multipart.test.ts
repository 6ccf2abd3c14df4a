import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MultipartError, parseMultipart, type MultipartLimits, type MultipartRequest } from './multipart.ts';

const limits: MultipartLimits = { fileFields: ['attachment'], maxFiles: 1, maxFileBytes: 16, maxFields: 3, maxFieldBytes: 20 };

/** The bytes and Content-Type a browser would send for this form. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

/** As on Cloud Functions: the body already read into rawBody. */
async function buffered(form: FormData): Promise<MultipartRequest> {
  const { body, contentType } = await encode(form);
  return Object.assign(Readable.from([]), { headers: { 'content-type': contentType }, rawBody: body });
}

/** As on a plain Node server: the body still to be read from the stream. */
async function streamed(form: FormData): Promise<MultipartRequest> {
  const { body, contentType } = await encode(form);
  return Object.assign(Readable.from([body]), { headers: { 'content-type': contentType } });
}

function form(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const problemOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'no problem',
    (error: unknown) => (error instanceof MultipartError ? error.problem : error),
  );

describe.each([
  ['a buffered body', buffered],
  ['a streamed body', streamed],
])('parsing %s', (_label, requestFor) => {
  it('reads fields and the file, with its name and declared type', async () => {
    const file = new File(['%PDF-1.4'], 'script é.pdf', { type: 'application/pdf' });
    const parsed = await parseMultipart(await requestFor(form([['firstName', 'Jane'], ['attachment', file]])), limits);
    expect(parsed.fields).toEqual({ firstName: 'Jane' });
    expect(parsed.files).toEqual([
      { fieldName: 'attachment', fileName: 'script é.pdf', declaredType: 'application/pdf', content: Buffer.from('%PDF-1.4') },
    ]);
  });

  it('treats an empty, nameless file part (a file input left empty) as no file', async () => {
    const empty = new File([], '', { type: 'application/octet-stream' });
    const parsed = await parseMultipart(await requestFor(form([['attachment', empty]])), limits);
    expect(parsed.files).toEqual([]);
  });

  it('stops at the first byte past the file size limit', async () => {
    const file = new File(['x'.repeat(17)], 'big.pdf');
    expect(await problemOf(parseMultipart(await requestFor(form([['attachment', file]])), limits))).toBe('file_too_large');
  });

  it('accepts a file of exactly the limit', async () => {
    const file = new File(['x'.repeat(16)], 'exact.pdf');
    const parsed = await parseMultipart(await requestFor(form([['attachment', file]])), limits);
    expect(parsed.files[0]?.content.byteLength).toBe(16);
  });

  it('refuses a second file, a file in another field, and too many or too long fields', async () => {
    const file = () => new File(['x'], 'a.pdf');
    const cases: [FormData, string][] = [
      [form([['attachment', file()], ['attachment', file()]]), 'too_many_files'],
      [form([['other', file()]]), 'unexpected_file'],
      [form([['a', '1'], ['b', '2'], ['c', '3'], ['d', '4']]), 'too_many_fields'],
      [form([['notes', 'x'.repeat(21)]]), 'field_too_large'],
      [form([['email', 'a@example.com'], ['email', 'b@example.com']]), 'duplicate_field'],
    ];
    for (const [data, problem] of cases) {
      expect(await problemOf(parseMultipart(await requestFor(data), limits))).toBe(problem);
    }
  });
});

describe('parsing what is not a form', () => {
  it('refuses JSON and bodies without a content type', async () => {
    const json = Object.assign(Readable.from([]), { headers: { 'content-type': 'application/json' }, rawBody: Buffer.from('{}') });
    const bare = Object.assign(Readable.from([]), { headers: {}, rawBody: Buffer.alloc(0) });
    expect(await problemOf(parseMultipart(json, limits))).toBe('not_multipart');
    expect(await problemOf(parseMultipart(bare, limits))).toBe('not_multipart');
  });

  it('refuses a body cut off in the middle', async () => {
    const { body, contentType } = await encode(form([['firstName', 'Jane']]));
    const truncated = Object.assign(Readable.from([]), {
      headers: { 'content-type': contentType },
      rawBody: body.subarray(0, body.length - 10),
    });
    expect(await problemOf(parseMultipart(truncated, limits))).toBe('malformed');
  });
});
