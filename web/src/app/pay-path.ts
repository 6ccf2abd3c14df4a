/**
 * The patient's pay page's path, `${PAY_PATH}/{token}` (decision 079). The same as the shared
 * PAY_PAGE_PATH (pay-path.test.ts checks it), written out here because importing it would
 * bring the whole invoices module into the public entry chunk, as for the tracking path.
 */
export const PAY_PATH = '/pay';
