/** Invoices (issue 34 part 5, decision 078): issuing on dispatch or pickup, the PDF, the downloads and the missing prices. */
export { devInvoicesRouter } from './dev-invoices-router.ts';
export { invoicesRouter, type InvoiceRouteDeps } from './router.ts';
export { invoiceStore } from './invoice-store.ts';
export { issueAfterMove, issueInvoice, retryDueInvoices, type InvoiceDeps } from './issue-invoice.ts';
export { payByCardRouter, PAY_RATE_LIMIT, type PayByCardDeps } from './pay-by-card-router.ts';
export { newPayToken, payTokenHash, type PayLinkDeps } from './pay-link.ts';
export { devStatementsRouter } from './dev-statements-router.ts';
export { statementsRouter, type StatementRouteDeps } from './statement-router.ts';
export { statementStore } from './statement-store.ts';
export { retryStatementMail, runMonthlyStatements, type StatementDeps, type StatementRun } from './statements.ts';
