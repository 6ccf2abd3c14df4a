/** The enquiries feature: the contact form and script uploads, their e-mails, and the admin's inbox. */
export { ENQUIRY_BODY_LIMIT, enquiryRouter, type EnquiryDeps } from './router.ts';
export { enquiryInboxRouter } from './inbox-router.ts';
export { enquiryStore } from './enquiry-store.ts';
export { resendEnquiryMail } from './enquiry-mail-retry.ts';
