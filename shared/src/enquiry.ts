/** Public enquiries and script uploads (POST /api/enquiry): fields, limits and messages shared by the forms and the function. */
export {};
