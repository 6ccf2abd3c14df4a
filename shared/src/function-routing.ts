/**
 * Which HTTPS function serves which /api path (decision 021): the routes that take files
 * (multipart) go to the uploads function, every other to the api function. Each feature
 * names its own upload routes; this file, beside index.ts and like it above every
 * feature, gathers them, so platform/ knows no feature (issue 31).
 */
import { ENQUIRY_UPLOAD_API_PATHS } from './enquiries/index.ts';
import { ORDER_DRAFT_UPLOAD_API_PATHS } from './order-drafts/index.ts';
import { ORDER_QUESTION_UPLOAD_API_PATHS } from './order-questions/index.ts';
import { ORDER_UPLOAD_API_PATHS } from './orders/index.ts';
import { API_FUNCTION_NAME, UPLOADS_FUNCTION_NAME } from './platform/functions.ts';

/** The routes that take files (multipart), served by UPLOADS_FUNCTION_NAME. */
export const UPLOAD_API_PATHS = [
  ...ENQUIRY_UPLOAD_API_PATHS,
  ...ORDER_UPLOAD_API_PATHS,
  ...ORDER_QUESTION_UPLOAD_API_PATHS,
  ...ORDER_DRAFT_UPLOAD_API_PATHS,
] as const;

/** The function a request to `apiPath` (without its query) reaches. */
export function functionServing(apiPath: string): string {
  return (UPLOAD_API_PATHS as readonly string[]).includes(apiPath) ? UPLOADS_FUNCTION_NAME : API_FUNCTION_NAME;
}
