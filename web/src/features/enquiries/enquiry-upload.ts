/**
 * What the enquiry form needs only once the visitor turns to it: the sender (XHR with
 * progress and Cancel, decision 030) and the front of the photo reducer. The form loads
 * this module when it is first focused and waits for it when a file is chosen or the
 * form is sent, so the contact and upload pages do not carry it at first (decision 032).
 * The progress bar and its messages stay in the page: they show the moment it is sent.
 */
export { submitEnquiry } from './api/submit-enquiry.ts';
export { prepareUploadFile } from '@/lib/photo-reduction.ts';
