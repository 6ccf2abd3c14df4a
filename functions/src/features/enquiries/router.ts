/**
 * POST /enquiry: the contact form's enquiries and the upload page's scripts (one
 * multipart form, told apart by its fixed subject). Every check happens here, in
 * the order a visitor fixes things: fields first, then the file.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  ENQUIRY_API_PATH,
  ENQUIRY_ERROR_CODES,
  ENQUIRY_FILE_FIELD,
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_MESSAGES,
  ENQUIRY_TOKEN_FIELD,
  EnquiryFieldsSchema,
  MAX_ATTACHMENT_BYTES,
  enquiryKindOf,
  parseEscriptToken,
  type EnquiryResponse,
} from '@pharmacy/shared';
import { submitEnquiry, type CheckedAttachment } from './enquiries.ts';
import { mailDeps } from '../../platform/mail/mail-deps.ts';
import { checkUploadedFile } from '../../platform/uploads/file-check.ts';
import { MultipartError, parseMultipart, type MultipartForm, type UploadedFile } from '../../platform/uploads/multipart.ts';
import { toAustralianE164 } from '../../platform/phone.ts';
import { clientRateLimit } from '../../platform/http/client-rate-limit.ts';
import type { BodyLimit } from '../../platform/http/body-limit.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { EnquiryDeps } from './deps.ts';

export type { EnquiryDeps } from './deps.ts';

export interface EnquiryRouterOptions {
  /** False on the emulators (see client-address.ts). */
  behindGoogleFrontEnd: boolean;
  now?: () => Date;
}

const FORM_LIMITS = {
  fileFields: [ENQUIRY_FILE_FIELD],
  maxFiles: 1,
  maxFileBytes: MAX_ATTACHMENT_BYTES,
  // Eight text fields (with the e-script token); a few spare so a future field does not break old pages.
  maxFields: 12,
  // Notes of 2,000 characters take up to 8,000 bytes of UTF-8.
  maxFieldBytes: 16 * 1024,
};

/**
 * The whole request, refused from its size before it is parsed: the file with room
 * for the text fields (at most 12 of 16 KB) and the multipart framing.
 */
export const ENQUIRY_BODY_LIMIT: BodyLimit = {
  path: ENQUIRY_API_PATH.slice('/api'.length),
  maxBytes: MAX_ATTACHMENT_BYTES + 256 * 1024,
  code: ENQUIRY_ERROR_CODES.fileTooLarge,
  message: ENQUIRY_MESSAGES.fileTooLarge,
};

/** The shared checks plus the one only the server can make: a real Australian number, in E.164. */
const EnquiryRequestSchema = EnquiryFieldsSchema.extend({
  contactNumber: EnquiryFieldsSchema.shape.contactNumber.transform((value, ctx) => {
    const e164 = toAustralianE164(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: ENQUIRY_MESSAGES.contactNumber });
    return z.NEVER;
  }),
});

/** The text fields; a token that is not one gets its own code, so the page can say so beside the token field. */
function parseFields(fields: Record<string, string>) {
  const parsed = EnquiryRequestSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const tokenIssue = parsed.error.issues.find((issue) => issue.path[0] === ENQUIRY_TOKEN_FIELD);
  if (tokenIssue) throw new HttpError(400, ENQUIRY_ERROR_CODES.invalidToken, tokenIssue.message);
  // A ZodError becomes 400 naming the first field to fix (errors.ts).
  throw parsed.error;
}

async function readForm(req: Request): Promise<MultipartForm> {
  try {
    return await parseMultipart(req, FORM_LIMITS);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.problem === 'file_too_large') {
      throw new HttpError(413, ENQUIRY_ERROR_CODES.fileTooLarge, ENQUIRY_MESSAGES.fileTooLarge);
    }
    throw new HttpError(400, 'invalid_request', ENQUIRY_MESSAGES.invalidForm);
  }
}

async function checkAttachment(file: UploadedFile): Promise<CheckedAttachment> {
  const checked = await checkUploadedFile(file);
  if (!checked) throw new HttpError(415, ENQUIRY_ERROR_CODES.unsupportedFileType, ENQUIRY_MESSAGES.fileType);
  return checked;
}

export function enquiryRouter(deps: EnquiryDeps, options: EnquiryRouterOptions): Router {
  const now = options.now ?? (() => new Date());
  const serviceDeps = { ...mailDeps(deps.settings, deps.sendMail, now), store: deps.store };
  // Every request counts, refused ones too: a bot's garbage costs the same parsing as a real form.
  const rateLimit = clientRateLimit({
    scope: 'enquiry',
    counters: deps.rateLimitCounters,
    limitPerHour: () => deps.settings().enquiryRateLimit,
    hashKey: () => deps.settings().identifierHashKey,
    behindGoogleFrontEnd: options.behindGoogleFrontEnd,
    // RateLimit headers tell a client when to come back; with them comes Retry-After on 429.
    headers: true,
    onLimited: (_req, _res, next) => next(new HttpError(429, ENQUIRY_ERROR_CODES.rateLimited, ENQUIRY_MESSAGES.rateLimited)),
  });

  const router = Router();
  router.post(ENQUIRY_BODY_LIMIT.path, ...rateLimit, async (req, res) => {
    const form = await readForm(req);

    // A bot that filled the hidden field is told it succeeded, so it learns nothing;
    // nothing is stored or sent.
    if (form.fields[ENQUIRY_HONEYPOT_FIELD]?.trim()) {
      const body: EnquiryResponse = { success: true, id: deps.store.newId() };
      res.status(201).json(body);
      return;
    }

    const { subject, escriptToken: tokenText, ...details } = parseFields(form.fields);
    const kind = enquiryKindOf(subject);
    const file = form.files[0];
    // Only the script upload takes a token (decision 026); the contact form has no such field.
    const escriptToken = kind === 'script' ? parseEscriptToken(tokenText ?? '') : null;
    if (kind === 'script' && !file && !escriptToken) {
      throw new HttpError(400, ENQUIRY_ERROR_CODES.scriptRequired, ENQUIRY_MESSAGES.scriptRequired);
    }
    const attachment = file ? await checkAttachment(file) : null;

    const id = await submitEnquiry({ kind, fields: details, attachment, escriptToken }, serviceDeps);
    const body: EnquiryResponse = { success: true, id };
    res.status(201).json(body);
  });
  return router;
}
