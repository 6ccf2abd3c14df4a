/** Order drafts that staff prepare and prescribers sign (decision 045). */
export * from './order-draft-schema.ts';
export * from './order-draft.ts';
