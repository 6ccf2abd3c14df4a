/** Reading a question's or an answer's multipart form: requestId, text and at most one file, under hard limits. */
import type { Request } from 'express';
import { MAX_THREAD_FILE_BYTES, ORDER_QUESTION_ERROR_CODES, ORDER_QUESTION_FIELDS, ORDER_QUESTION_MESSAGES } from '@pharmacy/shared';
import type { BodyLimit } from '../../platform/http/body-limit.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { checkUploadedFile, type CheckedFile } from '../../platform/uploads/file-check.ts';
import { MultipartError, parseMultipart, type UploadedFile } from '../../platform/uploads/multipart.ts';

const FORM_LIMITS = {
  fileFields: [ORDER_QUESTION_FIELDS.file],
  maxFiles: 1,
  maxFileBytes: MAX_THREAD_FILE_BYTES,
  // Two text fields; a few spare so a future field does not break old pages.
  maxFields: 6,
  // 2,000 characters take at most 8,000 bytes of UTF-8.
  maxFieldBytes: 16 * 1024,
};

/** Each POST's body, refused from its size before it is parsed: the file with room for the text and the framing. */
export const threadBodyLimit = (path: string): BodyLimit => ({
  path,
  maxBytes: MAX_THREAD_FILE_BYTES + 128 * 1024,
  code: ORDER_QUESTION_ERROR_CODES.fileTooLarge,
  message: ORDER_QUESTION_MESSAGES.fileTooLarge,
});

export interface ThreadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export async function readThreadForm(req: Request): Promise<ThreadForm> {
  try {
    const form = await parseMultipart(req, FORM_LIMITS);
    return { fields: form.fields, file: form.files[0] ?? null };
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.problem === 'file_too_large') {
      throw new HttpError(413, ORDER_QUESTION_ERROR_CODES.fileTooLarge, ORDER_QUESTION_MESSAGES.fileTooLarge);
    }
    throw new HttpError(400, 'invalid_request', ORDER_QUESTION_MESSAGES.invalidForm);
  }
}

/** The file judged by its content (a PDF, JPEG or PNG), whatever its name and declared type say. */
export async function checkThreadFile(file: UploadedFile): Promise<CheckedFile> {
  const checked = await checkUploadedFile(file);
  if (!checked) throw new HttpError(415, ORDER_QUESTION_ERROR_CODES.unsupportedFileType, ORDER_QUESTION_MESSAGES.fileType);
  return checked;
}
