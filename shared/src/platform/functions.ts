/**
 * Which HTTPS function serves which /api path (decision 021). firebase.json's Hosting
 * rewrites say the same, the upload paths before /api/** (functions.test.ts checks it).
 */
import { ENQUIRY_API_PATH } from '../enquiries/enquiry.ts';
import { ORDER_API_PATHS } from '../orders/order.ts';
import { ORDER_QUESTION_API_PATHS } from '../order-questions/order-question.ts';
import { ORDER_DRAFT_API_PATHS } from '../clinic-teams/order-draft.ts';

/** Serves every /api/* path but the uploads. */
export const API_FUNCTION_NAME = 'api';
/** Serves the routes that take files, with its own memory and concurrency. */
export const UPLOADS_FUNCTION_NAME = 'uploads';

/** The routes that take files (multipart), served by UPLOADS_FUNCTION_NAME. */
export const UPLOAD_API_PATHS = [
  ENQUIRY_API_PATH,
  ORDER_API_PATHS.submit,
  ORDER_QUESTION_API_PATHS.ask,
  ORDER_QUESTION_API_PATHS.answer,
  ORDER_DRAFT_API_PATHS.save,
] as const;

/** The function a request to `apiPath` (without its query) reaches. */
export function functionServing(apiPath: string): string {
  return (UPLOAD_API_PATHS as readonly string[]).includes(apiPath) ? UPLOADS_FUNCTION_NAME : API_FUNCTION_NAME;
}
