import { describe, expect, it } from 'vitest';
import {
  PATIENT_MESSAGES,
  dateOfBirthProblem,
  formatAustralianPhone,
  patientLabel,
  patientSearchFields,
  patientSearchTerm,
} from './patient.ts';
import { CartItemSchema } from '../orders/order-schema.ts';
import { WIRE_CART_ITEM } from '../orders/cart-item.fixture.ts';
import { EMPTY_PATIENT_FORM, patientFormValues, patientInputSchema, type PatientFormValues } from './patient-schema.ts';
import { sydneyDateOf } from '../platform/sydney-dates.ts';

const TODAY = '2026-11-25';
const schema = patientInputSchema({ today: () => TODAY });

const jane: PatientFormValues = {
  ...EMPTY_PATIENT_FORM,
  givenName: ' Jane ',
  familyName: 'Citizen',
  dateOfBirth: '1980-03-15',
  deliveryMethod: 'pickup',
};

/** Each field's first message, as a form shows it beside the field. */
function messages(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('a date of birth', () => {
  it('is checked against the day in Sydney, not in UTC', () => {
    // 14:30 UTC on 25 November is 01:30 on 26 November in Sydney (daylight time, UTC+11).
    const lateEvening = new Date('2026-11-25T14:30:00Z');
    expect(sydneyDateOf(lateEvening)).toBe('2026-11-26');
    expect(dateOfBirthProblem('2026-11-26', sydneyDateOf(lateEvening))).toBeNull();
    expect(dateOfBirthProblem('2026-11-26', sydneyDateOf(new Date('2026-11-25T12:59:00Z')))).toBe(PATIENT_MESSAGES.dateOfBirthFuture);
  });

  it('may be today but not tomorrow', () => {
    expect(dateOfBirthProblem(TODAY, TODAY)).toBeNull();
    expect(dateOfBirthProblem('2026-11-26', TODAY)).toBe(PATIENT_MESSAGES.dateOfBirthFuture);
  });

  it('may be exactly 120 years ago but not a day more', () => {
    expect(dateOfBirthProblem('1906-11-25', TODAY)).toBeNull();
    expect(dateOfBirthProblem('1906-11-24', TODAY)).toBe(PATIENT_MESSAGES.dateOfBirthTooOld);
  });

  it('must be a day that exists', () => {
    expect(dateOfBirthProblem('1980-02-30', TODAY)).toBe(PATIENT_MESSAGES.dateOfBirthInvalid);
    expect(dateOfBirthProblem('1980-2-3', TODAY)).toBe(PATIENT_MESSAGES.dateOfBirthInvalid);
    expect(dateOfBirthProblem('2000-02-29', TODAY)).toBeNull();
    expect(dateOfBirthProblem('', TODAY)).toBe(PATIENT_MESSAGES.dateOfBirth);
  });
});

describe('the patient form', () => {
  it('gives the details to store: trimmed, pickup without an address, empty optional fields as null', () => {
    expect(schema.parse(jane)).toEqual({
      givenName: 'Jane',
      familyName: 'Citizen',
      dateOfBirth: '1980-03-15',
      phone: null,
      notes: null,
      delivery: { method: 'pickup' },
    });
  });

  it('keeps a delivery address and the phone as the phone check gives it', () => {
    const withPhone = patientInputSchema({ today: () => TODAY, phone: () => '+61412345678' });
    const parsed = withPhone.parse({
      ...jane,
      phone: '0412 345 678',
      notes: 'Allergic to lanolin.\nPrefers mornings.',
      deliveryMethod: 'delivery',
      street: '1 Darling Street',
      suburb: 'Balmain',
      state: 'NSW',
      postcode: '2041',
    });
    expect(parsed.phone).toBe('+61412345678');
    expect(parsed.notes).toBe('Allergic to lanolin.\nPrefers mornings.');
    expect(parsed.delivery).toEqual({ method: 'delivery', address: { street: '1 Darling Street', suburb: 'Balmain', state: 'NSW', postcode: '2041' } });
  });

  it('names each missing or wrong field with its own message', () => {
    expect(messages({ ...EMPTY_PATIENT_FORM })).toEqual({
      givenName: PATIENT_MESSAGES.givenName,
      familyName: PATIENT_MESSAGES.familyName,
      dateOfBirth: PATIENT_MESSAGES.dateOfBirth,
      deliveryMethod: PATIENT_MESSAGES.deliveryMethod,
    });
    expect(messages({ ...jane, dateOfBirth: '2030-01-01' })).toEqual({ dateOfBirth: PATIENT_MESSAGES.dateOfBirthFuture });
    expect(messages({ ...jane, givenName: 'Visit www.pay.me' }).givenName).toMatch(/links/);
    expect(messages({ ...jane, notes: 'x'.repeat(1001) })).toEqual({ notes: PATIENT_MESSAGES.notesTooLong });
  });

  it('refuses a phone number the phone check does not accept', () => {
    const strict = patientInputSchema({ today: () => TODAY, phone: () => null });
    expect(strict.safeParse({ ...jane, phone: '123' }).error?.issues[0]).toMatchObject({ path: ['phone'], message: PATIENT_MESSAGES.phone });
  });

  it('asks for every part of a delivery address', () => {
    expect(messages({ ...jane, deliveryMethod: 'delivery', postcode: '20' })).toEqual({
      street: PATIENT_MESSAGES.street,
      suburb: PATIENT_MESSAGES.suburb,
      state: PATIENT_MESSAGES.state,
      postcode: PATIENT_MESSAGES.postcode,
    });
  });

  it('comes back from a stored patient for editing', () => {
    const details = schema.parse({ ...jane, deliveryMethod: 'delivery', street: '1 Darling Street', suburb: 'Balmain', state: 'NSW', postcode: '2041' });
    expect(schema.parse(patientFormValues(details))).toEqual(details);
  });
});

describe('finding a patient as the practitioner types', () => {
  const fields = patientSearchFields({ givenName: 'Jane', familyName: 'Citizen', dateOfBirth: '1980-03-05' });

  it('matches the start of either name, the full name either way round, or the date of birth as typed', () => {
    for (const typed of ['ja', 'CIT', 'jane cit', 'citizen j', '05/03/19', '5/3/1980', '1980-03', '05.03.1980', '5-3']) {
      expect(fields.searchPrefixes, typed).toContain(patientSearchTerm(typed));
    }
  });

  it('does not match the middle of a name', () => {
    expect(fields.searchPrefixes).not.toContain(patientSearchTerm('ane'));
    expect(fields.searchPrefixes).not.toContain(patientSearchTerm('izen'));
  });

  it('sorts by family name, then given name', () => {
    expect(fields.sortKey).toBe('citizen jane 1980-03-05');
  });
});

describe('how a patient reads', () => {
  it('names them with their date of birth as dd/mm/yyyy', () => {
    expect(patientLabel({ givenName: 'Jane', familyName: 'Citizen', dateOfBirth: '1980-03-05' })).toBe('Jane Citizen (DOB 05/03/1980)');
  });

  it('shows stored phone numbers the Australian way', () => {
    expect(formatAustralianPhone('+61412345678')).toBe('0412 345 678');
    expect(formatAustralianPhone('+61255501234')).toBe('02 5550 1234');
    expect(formatAustralianPhone('+611300123456')).toBe('+611300123456');
  });
});

describe('a cart item', () => {
  const item = WIRE_CART_ITEM;

  it('must name its patient', () => {
    expect(CartItemSchema.safeParse(item).error?.issues[0]?.message).toBe(PATIENT_MESSAGES.patientMissing);
    expect(CartItemSchema.safeParse({ ...item, patientId: '' }).error?.issues[0]?.message).toBe(PATIENT_MESSAGES.patientMissing);
    expect(CartItemSchema.safeParse({ ...item, patientId: '../x' }).error?.issues[0]?.message).toBe(PATIENT_MESSAGES.patientNotFound);
    expect(CartItemSchema.parse({ ...item, patientId: 'p4TqM0aZ1' }).patientId).toBe('p4TqM0aZ1');
  });
});
