/** Enquiries from the Contact form and Upload Script. */
export * from './enquiry-schema.ts';
export * from './enquiry.ts';
