/** Public enquiries and script uploads (POST /api/enquiry): fields, limits and messages shared by the forms and the function. */
import { LOCALE } from '../platform/constants.ts';
import { SITE } from '../platform/site-settings.ts';
import { MAX_ATTACHMENT_LABEL } from '../platform/attachments.ts';

export const ENQUIRY_API_PATH = '/api/enquiry';
/** It takes a file: served by the uploads function (function-routing.ts). */
export const ENQUIRY_UPLOAD_API_PATHS = [ENQUIRY_API_PATH] as const;

/**
 * The hidden `subject` field of each form. It decides the kind of submission; the
 * server refuses any other text.
 */
export const ENQUIRY_SUBJECTS = {
  contact: 'New Contact Enquiry',
  script: 'New Prescription Script Upload',
} as const;
export type EnquiryKind = keyof typeof ENQUIRY_SUBJECTS;
export type EnquirySubject = (typeof ENQUIRY_SUBJECTS)[EnquiryKind];

export function enquiryKindOf(subject: EnquirySubject): EnquiryKind {
  return subject === ENQUIRY_SUBJECTS.script ? 'script' : 'contact';
}

/** Names of the multipart fields besides the text fields of EnquiryFieldsSchema. */
export const ENQUIRY_FILE_FIELD = 'attachment';
/** The script upload's e-script token (a link or code), the alternative to a file (decision 026). */
export const ENQUIRY_TOKEN_FIELD = 'escriptToken';
/** Hidden from people, tempting to bots: a submission with it filled in is dropped. */
export const ENQUIRY_HONEYPOT_FIELD = 'website';

export const ENQUIRY_MAX_LENGTHS = {
  name: 100,
  email: 254,
  contactNumber: 30,
  notes: 2000,
} as const;

/** What the visitor sees; the forms reuse them for their own checks before sending. */
export const ENQUIRY_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  nameTooLong: `Please shorten your name to ${ENQUIRY_MAX_LENGTHS.name} characters or fewer.`,
  email: 'Please enter a valid email address.',
  contactNumber: 'Please enter an Australian phone number, e.g. 02 5550 1234 or 0412 345 678.',
  notesTooLong: `Please shorten your notes to ${ENQUIRY_MAX_LENGTHS.notes.toLocaleString(LOCALE)} characters or fewer.`,
  controlCharacters: 'Please remove special characters from this field.',
  fileType: 'The attachment must be a PDF, JPG or PNG file.',
  fileTooLarge: `The attachment is larger than ${MAX_ATTACHMENT_LABEL}. Please attach a smaller file.`,
  scriptRequired: 'Please attach your script (PDF, JPG or PNG), or give its e-script token.',
  /** An unknown subject or a request no form of ours sends. */
  invalidForm: 'We could not read the form. Please reload the page and try again.',
  rateLimited: `We have received several submissions from you in a short time. Please wait a while and try again, or call us on ${SITE.phone}.`,
  network: "We couldn't reach our server. Please check your internet connection and try again.",
} as const;

/** Stable `code`s of this endpoint's error bodies (besides invalid_request and internal). */
export const ENQUIRY_ERROR_CODES = {
  scriptRequired: 'script_required',
  unsupportedFileType: 'unsupported_file_type',
  fileTooLarge: 'file_too_large',
  rateLimited: 'rate_limited',
  invalidToken: 'invalid_escript_token',
} as const;

/** Server-written collections of this feature (firestore.rules: admins read enquiries; nobody else reads either). */
export const ENQUIRY_COLLECTIONS = {
  /** enquiries/{id}: each submission, its attachment's place in Storage, its e-mails' state and the inbox's marks. */
  enquiries: 'enquiries',
  /** rateLimits/{SHA-256 of scope and client address}: submissions counted in the current window. */
  rateLimits: 'rateLimits',
} as const;
