/**
 * The legal prescription behind each order item: e-script tokens and posted originals
 * (decisions 026, 043, 049).
 */
export * from './escript-claim.ts';
export * from './escript-token.ts';
export * from './legal-script-schema.ts';
export * from './legal-script.ts';
