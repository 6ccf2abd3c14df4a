/** Dispensing labels (issue 33 part 1, decision 058): each checked item's label as a PDF, every print audited. */
export { labelsRouter } from './router.ts';
export { labelPrintStore } from './label-print-store.ts';
export type { LabelDeps } from './label-route.ts';
