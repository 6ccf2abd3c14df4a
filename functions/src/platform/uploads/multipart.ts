/**
 * multipart/form-data bodies (forms with files), parsed with busboy under hard limits.
 *
 * On Cloud Functions the body has already been read into `req.rawBody` (the stream is
 * consumed before our code runs), so busboy is fed that buffer; anywhere else (unit
 * tests) the request stream itself.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';

export interface UploadedFile {
  fieldName: string;
  /** As the sender named it: never trust it for anything but display. */
  fileName: string;
  /** As the sender declared it: never trust it. */
  declaredType: string;
  content: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  /** Form fields that may carry a file; a file in any other field is refused. */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
}

export type MultipartProblem =
  | 'not_multipart'
  | 'malformed'
  | 'file_too_large'
  | 'too_many_files'
  | 'unexpected_file'
  | 'too_many_fields'
  | 'field_too_large'
  | 'duplicate_field';

export class MultipartError extends Error {
  constructor(readonly problem: MultipartProblem) {
    super(`Multipart body refused: ${problem}`);
    this.name = 'MultipartError';
  }
}

export type MultipartRequest = Readable & { headers: IncomingHttpHeaders; rawBody?: unknown };

export function parseMultipart(request: MultipartRequest, limits: MultipartLimits): Promise<MultipartForm> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      // Browsers send file names as raw UTF-8; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
      limits: {
        files: limits.maxFiles,
        // busboy signals "limit" on reaching fileSize: one byte more means "past the limit".
        fileSize: limits.maxFileBytes + 1,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields,
      },
    });
  } catch {
    // busboy refuses a missing or non-multipart Content-Type when constructed.
    return Promise.reject(new MultipartError('not_multipart'));
  }

  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    const files: UploadedFile[] = [];
    let settled = false;
    const fromStream = !Buffer.isBuffer(request.rawBody);

    const fail = (problem: MultipartProblem) => {
      if (settled) return;
      settled = true;
      // Stop reading as soon as the answer is known; drain the rest of a live stream
      // so the connection can still carry the response.
      if (fromStream) {
        request.unpipe(parser);
        request.resume();
      }
      reject(new MultipartError(problem));
    };

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail('field_too_large');
      if (fields.has(name)) return fail('duplicate_field');
      fields.set(name, value);
    });

    parser.on('file', (fieldName, stream, info) => {
      if (!limits.fileFields.includes(fieldName)) {
        stream.resume();
        return fail('unexpected_file');
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail('file_too_large'));
      stream.on('end', () => {
        const content = Buffer.concat(chunks);
        // A form whose file input was left empty still sends a nameless, empty part.
        if (!info.filename && content.byteLength === 0) return;
        files.push({ fieldName, fileName: info.filename ?? '', declaredType: info.mimeType, content });
      });
    });

    parser.on('filesLimit', () => fail('too_many_files'));
    parser.on('fieldsLimit', () => fail('too_many_fields'));
    parser.on('partsLimit', () => fail('too_many_fields'));
    parser.on('error', () => fail('malformed'));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields: Object.fromEntries(fields), files });
    });

    if (fromStream) request.pipe(parser);
    else parser.end(request.rawBody);
  });
}
