import { MAX_SCRIPT_LABEL } from '@pharmacy/shared';

/** Dashboard wording beyond the spec's messages (those are ORDER_MESSAGES in @pharmacy/shared). */
export const SCRIPT_HINT = `PDF, JPG or PNG, up to ${MAX_SCRIPT_LABEL}`;
export const SUBMITTING_LABEL = 'Submitting...';
