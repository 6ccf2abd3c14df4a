/** What other features use of the enquiries: the addresses of the inbox's filtered lists (issue 13). */
export { NO_ENQUIRY_FILTERS, enquiryFiltersParams, type EnquiryFilters } from './enquiry-filters.ts';
