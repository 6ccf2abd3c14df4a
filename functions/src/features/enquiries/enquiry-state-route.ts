import type { RequestHandler } from 'express';
import { EnquiryStateRequestSchema, type EnquiryStateResponse } from '@pharmacy/shared';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { enquiryInbox } from './enquiry-store.ts';

export const ENQUIRY_NOT_FOUND = 'That enquiry no longer exists.';

export const enquiryNotFound = () => new HttpError(404, 'enquiry_not_found', ENQUIRY_NOT_FOUND);

/** POST /enquiry-state (admins): marks an enquiry read or unread, handled or not, with an audit entry. */
export function enquiryState(now: () => Date): RequestHandler {
  return async (req, res) => {
    const { enquiryId, read, handled } = parseBody(EnquiryStateRequestSchema, req.body);
    const state = await enquiryInbox.setState(enquiryId, { read, handled }, actorOf(callerOf(res)), now());
    if (!state) throw enquiryNotFound();
    const body: EnquiryStateResponse = {
      success: true,
      readAt: state.readAt?.toISOString() ?? null,
      handledAt: state.handledAt?.toISOString() ?? null,
      handledBy: state.handledBy,
    };
    res.json(body);
  };
}
