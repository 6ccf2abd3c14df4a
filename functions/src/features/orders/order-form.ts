/**
 * Reading POST /submit-practitioner-request's multipart form (spec section 7): the
 * cart, the request's notes and the scripts, under hard limits. The spec's identity
 * and form-state fields (prescriberId, clinicName, selectedCondition, …) and
 * totalItems are ignored: who is ordering comes from the token, and the total is
 * counted from the cart.
 */
import type { Request } from 'express';
import { z } from 'zod';
import {
  CartSchema,
  MAX_CART_ITEMS,
  MAX_ORDER_UPLOAD_BYTES,
  MAX_SCRIPT_BYTES,
  ORDER_ERROR_CODES,
  ORDER_FORM_FIELDS,
  ORDER_MAX_LENGTHS,
  ORDER_MESSAGES,
  LEGAL_SCRIPT_ERROR_CODES,
  CLINIC_ACCOUNT_ERROR_CODES,
  CLINIC_ACCOUNT_MESSAGES,
  PayerSchema,
  type CartItemPayload,
  type Payer,
} from '@pharmacy/shared';
import { MultipartError, parseMultipart, type UploadedFile } from '../../platform/uploads/multipart.ts';
import { HttpError } from '../../platform/http/errors.ts';

const FORM_LIMITS = {
  fileFields: [ORDER_FORM_FIELDS.scriptFile],
  maxFiles: MAX_CART_ITEMS,
  maxFileBytes: MAX_SCRIPT_BYTES,
  // The spec's thirteen text fields; a few spare so a future field does not break old pages.
  maxFields: 20,
  // A full cart: ten items with 2,000-character notes are well under 200 KB of JSON.
  maxFieldBytes: 256 * 1024,
};

/**
 * The whole request: the scripts (at most MAX_ORDER_UPLOAD_BYTES) with room for the
 * cart, the notes and the multipart framing (a full cart is well under 200 KB).
 * A larger body is refused from its size before it is parsed (router.ts).
 */
export const ORDER_REQUEST_MAX_BYTES = MAX_ORDER_UPLOAD_BYTES + 1024 * 1024;

const NotesSchema = z.string().trim().max(ORDER_MAX_LENGTHS.notes, ORDER_MESSAGES.notesTooLong).default('');

export interface OrderForm {
  cart: CartItemPayload[];
  notes: string;
  /** Who pays, as the form asks (decision 081): checked against the prescriber's open clinic account before the order is made. */
  payer: Payer;
  /** The scriptFile parts, in the order sent (the cart's upload items' order). */
  scripts: UploadedFile[];
}

const invalidForm = () => new HttpError(400, 'invalid_request', ORDER_MESSAGES.invalidForm);
const tooManyItems = () => new HttpError(400, ORDER_ERROR_CODES.tooManyItems, ORDER_MESSAGES.tooManyItems);

async function parse(req: Request) {
  try {
    return await parseMultipart(req, FORM_LIMITS);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.problem === 'file_too_large') {
      throw new HttpError(413, ORDER_ERROR_CODES.fileTooLarge, ORDER_MESSAGES.scriptTooLarge);
    }
    if (error.problem === 'too_many_files') throw tooManyItems();
    throw invalidForm();
  }
}

function parseCart(json: string | undefined): CartItemPayload[] {
  let cart: unknown;
  try {
    cart = JSON.parse(json ?? '');
  } catch {
    throw invalidForm();
  }
  if (Array.isArray(cart) && cart.length > MAX_CART_ITEMS) throw tooManyItems();
  const parsed = CartSchema.safeParse(cart);
  if (parsed.success) return parsed.data;
  // A token that is not one gets its own code, so a client can show it beside the token field.
  const tokenIssue = parsed.error.issues.find((issue) => issue.path.at(-1) === 'escriptToken');
  if (tokenIssue) throw new HttpError(400, LEGAL_SCRIPT_ERROR_CODES.invalidToken, tokenIssue.message);
  // A ZodError becomes 400 naming the first thing to fix (errors.ts).
  throw parsed.error;
}

export async function readOrderForm(req: Request): Promise<OrderForm> {
  const form = await parse(req);
  const cart = parseCart(form.fields[ORDER_FORM_FIELDS.cart]);
  const notes = NotesSchema.parse(form.fields[ORDER_FORM_FIELDS.notes]);
  // A body over 32 MiB never reaches us (Cloud Run, and the emulator, refuse it);
  // this keeps what passes here within what production lets through, with room for the form.
  const uploadBytes = form.files.reduce((sum, file) => sum + file.content.byteLength, 0);
  if (uploadBytes > MAX_ORDER_UPLOAD_BYTES) {
    throw new HttpError(413, ORDER_ERROR_CODES.fileTooLarge, ORDER_MESSAGES.uploadTooLarge);
  }
  const payer = PayerSchema.default('patient').safeParse(form.fields[ORDER_FORM_FIELDS.payer]);
  if (!payer.success) throw new HttpError(400, CLINIC_ACCOUNT_ERROR_CODES.noOpenAccount, CLINIC_ACCOUNT_MESSAGES.payerMalformed);
  return { cart, notes, payer: payer.data, scripts: form.files };
}
