/** Enquiries (issue 13): the public contact and Upload Script forms, the admin's inbox, and the addresses of the inbox's filtered lists the overview links to. */
export { EnquiryForm } from './components/enquiry-form.tsx';
export { PharmacyMap } from './components/pharmacy-map.tsx';
export { EnquiryInbox } from './components/enquiry-inbox.tsx';
export { NO_ENQUIRY_FILTERS, enquiryFiltersParams, type EnquiryFilters } from './enquiry-filters.ts';
export { readEnquiriesAhead } from './api/list-enquiries.ts';
