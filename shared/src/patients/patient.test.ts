import { describe, expect, it } from 'vitest';
import {
  ANIMAL_MESSAGES,
  PATIENT_MESSAGES,
  patientKindFor,
  patientKindRefusal,
  dateOfBirthProblem,
  formatAustralianPhone,
  patientLabel,
  PATIENT_SEARCH_KEYS,
  patientKeysMatch,
  patientSearchFields,
  patientSearchQuery,
  patientSearchTerm,
} from './patient.ts';
import { CartItemSchema } from '../orders/order-schema.ts';
import { WIRE_CART_ITEM } from '../orders/cart-item.fixture.ts';
import { EMPTY_PATIENT_FORM, noticeEmailOf, patientFormValues, patientInputSchema, type PatientFormValues } from './patient-schema.ts';
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

  it('keeps an e-mail for delivery notices, and the agreement only when one was given (issue 33 part 5)', () => {
    const agreed = schema.parse({ ...jane, email: ' jane@example.com ', noticesConsent: true });
    expect(agreed).toMatchObject({ email: 'jane@example.com', noticesConsent: true });
    expect(noticeEmailOf(agreed)).toBe('jane@example.com');
    // An e-mail without the agreement is kept, and no notice goes to it.
    const notAgreed = schema.parse({ ...jane, email: 'jane@example.com' });
    expect(notAgreed).not.toHaveProperty('noticesConsent');
    expect(noticeEmailOf(notAgreed)).toBeNull();
    expect(schema.parse(patientFormValues(agreed))).toEqual(agreed);
  });

  it('refuses an agreement to notices with no e-mail, and an e-mail that is not one, beside the e-mail', () => {
    expect(messages({ ...jane, noticesConsent: true })).toEqual({ email: PATIENT_MESSAGES.noticesConsentNeedsEmail });
    expect(messages({ ...jane, email: 'jane at example' })).toEqual({ email: PATIENT_MESSAGES.email });
  });
});

describe('an animal patient (decision 048)', () => {
  const rex: PatientFormValues = {
    ...EMPTY_PATIENT_FORM,
    kind: 'animal',
    animalName: ' Rex ',
    species: 'Dog',
    weightKg: '32.5',
    givenName: 'Jane',
    familyName: 'Citizen',
    phone: '0412 345 678',
    deliveryMethod: 'pickup',
  };

  it('keeps its name, species and weight, its owner\u2019s names and phone, and no date of birth', () => {
    expect(schema.parse(rex)).toEqual({
      kind: 'animal',
      animal: { name: 'Rex', species: 'Dog', weightKg: 32.5 },
      givenName: 'Jane',
      familyName: 'Citizen',
      dateOfBirth: '',
      phone: '0412 345 678',
      notes: null,
      delivery: { method: 'pickup' },
    });
    expect(schema.parse({ ...rex, dateOfBirth: 'ignored' }).dateOfBirth).toBe('');
    expect(schema.parse({ ...rex, weightKg: 0.05 }).animal?.weightKg).toBe(0.05);
  });

  it('asks for each of its fields with its own message, and never for a date of birth', () => {
    expect(messages({ ...EMPTY_PATIENT_FORM, kind: 'animal' })).toEqual({
      animalName: ANIMAL_MESSAGES.name,
      species: ANIMAL_MESSAGES.species,
      weightKg: ANIMAL_MESSAGES.weight,
      givenName: ANIMAL_MESSAGES.ownerGivenName,
      familyName: ANIMAL_MESSAGES.ownerFamilyName,
      phone: ANIMAL_MESSAGES.ownerPhone,
      deliveryMethod: PATIENT_MESSAGES.deliveryMethod,
    });
  });

  it.each(['0', '-3', '12.345', '1500.01', 'twelve', '1e3', ' ', 'NaN', 'Infinity'])('refuses the weight %j', (weightKg) => {
    expect(Object.keys(messages({ ...rex, weightKg }))).toEqual(['weightKg']);
  });

  it.each([[{ species: 'Visit www.pay.me' }, 'species'], [{ animalName: 'x'.repeat(101) }, 'animalName'], [{ species: 'x'.repeat(61) }, 'species'], [{ weightKg: ['1'] }, 'weightKg']])(
    'refuses %j in its field',
    (field, path) => {
      expect(Object.keys(messages({ ...rex, ...field }))).toEqual([path]);
    },
  );

  it('refuses a kind that is neither a person nor an animal', () => {
    expect(messages({ ...rex, kind: 'robot' })).toEqual({ kind: ANIMAL_MESSAGES.kind });
  });

  it('is a person when the form says no kind, as every form did before animals', () => {
    const { kind: _kind, ...withoutKind } = jane;
    expect(schema.parse(withoutKind)).not.toHaveProperty('kind');
  });

  it('comes back from its record for editing, and reads as its name, species, weight and owner', () => {
    const details = schema.parse(rex);
    expect(schema.parse(patientFormValues(details))).toEqual(details);
    expect(patientLabel(details)).toBe('Rex, Dog, 32.5 kg (owner Jane Citizen)');
  });

  it('is found by its own name, its owner\u2019s names or both, and keeps its owner\u2019s key for the admin\u2019s finder', () => {
    const fields = patientSearchFields(schema.parse(rex));
    for (const typed of ['rex', 'rex cit', 'jane', 'citizen j', 'Citizen, Jane']) expect(patientKeysMatch(fields.searchKeys, patientSearchTerm(typed)), typed).toBe(true);
    expect(fields.ownerKey).toBe('citizen');
    expect(patientSearchFields({ givenName: 'Jane', familyName: 'Citizen', dateOfBirth: '1980-03-05' })).not.toHaveProperty('ownerKey');
  });

  it('belongs to a prescriber registered with a veterinary board; an Ahpra number, or none, means people', () => {
    expect(patientKindFor('NSW-12345')).toBe('animal');
    expect(patientKindFor('MED0001234567')).toBe('person');
    expect(patientKindFor(undefined)).toBe('person');
    expect(patientKindRefusal({ kind: 'animal' }, 'person')?.message).toBe(ANIMAL_MESSAGES.peopleOnly);
    expect(patientKindRefusal({}, 'animal')?.message).toBe(ANIMAL_MESSAGES.vetOrdersForAnimals);
    expect(patientKindRefusal({}, 'person')).toBeNull();
  });
});

describe('finding a patient as the practitioner types', () => {
  const fields = patientSearchFields({ givenName: 'Jane', familyName: 'Citizen', dateOfBirth: '1980-03-05' });

  it('matches the start of either name, the full name either way round, or the date of birth as typed', () => {
    for (const typed of ['ja', 'CIT', 'jane cit', 'citizen j', 'Citizen, J', '05/03/19', '5/3/1980', '1980-03', '05.03.1980', '5-3']) {
      expect(patientKeysMatch(fields.searchKeys, patientSearchTerm(typed)), typed).toBe(true);
    }
  });

  it('does not match the middle of a name, nor a date of another form', () => {
    for (const typed of ['ane', 'izen', 'jane jane', '1980/03', '03/05']) expect(patientKeysMatch(fields.searchKeys, patientSearchTerm(typed)), typed).toBe(false);
  });

  it('asks Firestore for one range on each name key, or on each date key for a date, ordered by the sort and then every key (decision 074)', () => {
    const byName = patientSearchQuery('alice-uid', patientSearchTerm('Cit'));
    expect(byName.prescriberId).toBe('alice-uid');
    expect(byName.anyOf).toEqual(['animal', 'name', 'reversed'].map((key) => ({ field: `searchKeys.${key}`, start: 'cit', end: 'cit\uf8ff' })));
    expect(byName.orderBy).toEqual(['sortKey', ...PATIENT_SEARCH_KEYS.map((key) => `searchKeys.${key}`)]);
    expect(patientSearchQuery('alice-uid', patientSearchTerm('5.3')).anyOf.map(({ field }) => field)).toEqual(['searchKeys.dob', 'searchKeys.dobIso', 'searchKeys.dobShort']);
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
