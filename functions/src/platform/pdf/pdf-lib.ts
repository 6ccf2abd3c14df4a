import { onFirstUse } from '../on-first-use.ts';

/** pdf-lib, for the PDFs the functions draw (labels, manifests, invoices, statements, patients' bundles), loaded on the first (decision 100). */
export const loadPdfLib = onFirstUse(() => import('pdf-lib'));
