import { wireLine } from '../testing/order-factory.ts';

/** A well-formed cart item of the built-in catalogue on the wire, without its patient, for the shared schemas' unit tests (the order factory's wireLine). */
const { patientId: _patientId, ...item } = wireLine();
export const WIRE_CART_ITEM = item;
