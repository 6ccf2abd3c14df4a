import { describe, expect, it } from 'vitest';
import { DIRECTIONS_MESSAGES, directionsProblem, directionsText } from './item-directions.ts';
import { CartItemSchema } from './order-schema.ts';
import { WIRE_CART_ITEM } from './cart-item.fixture.ts';

const item = { ...WIRE_CART_ITEM, patientId: 'p4TqM0aZ1' };
const firstMessage = (value: unknown) => CartItemSchema.safeParse(value).error?.issues[0]?.message;

describe('directions on an item', () => {
  it('are required on the wire, 3 to 500 characters once trimmed, each refusal saying what to fix', () => {
    const { directions: _none, ...without } = item;
    expect(firstMessage(without)).toBe(DIRECTIONS_MESSAGES.directionsMissing);
    expect(firstMessage({ ...item, directions: '   ' })).toBe(DIRECTIONS_MESSAGES.directionsMissing);
    expect(firstMessage({ ...item, directions: ' ab ' })).toBe(DIRECTIONS_MESSAGES.directionsTooShort);
    expect(firstMessage({ ...item, directions: 'x'.repeat(501) })).toBe(DIRECTIONS_MESSAGES.directionsTooLong);
    expect(firstMessage({ ...item, directions: 42 })).toBe(DIRECTIONS_MESSAGES.directionsMissing);
    expect(CartItemSchema.parse({ ...item, directions: '  Apply at night  ' }).directions).toBe('Apply at night');
  });

  it("take an optional whole days' supply from 1 to 365", () => {
    for (const daysSupply of [0, 366, 2.5, '28', null]) expect(firstMessage({ ...item, daysSupply })).toBe(DIRECTIONS_MESSAGES.daysSupply);
    expect(CartItemSchema.parse({ ...item, daysSupply: 28 }).daysSupply).toBe(28);
    expect(CartItemSchema.parse(item).daysSupply).toBeUndefined();
  });

  it('read as one line, saying so on an order sent before they were asked for', () => {
    expect(directionsText({ directions: 'Apply at night', daysSupply: 28 })).toBe("Apply at night (28 days' supply)");
    expect(directionsText({ directions: 'Apply at night' })).toBe('Apply at night');
    expect(directionsText({})).toBe(DIRECTIONS_MESSAGES.noDirections);
    expect(directionsProblem('abc')).toBeNull();
  });
});
