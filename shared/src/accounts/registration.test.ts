import { describe, expect, it } from 'vitest';
import { PendingRegistrationSchema, PractitionerDetailsSchema, RegistrationDetailsSchema } from './registration-schema.ts';
import { AU_STATES, PRACTITIONER_NUMBER_MESSAGE, REGISTRATION_MESSAGES, normalisePractitionerNumber } from './registration.ts';

const details = {
  firstName: 'Ada',
  lastName: 'Lim',
  practitionerNumber: 'MED0001234567',
  clinicName: 'Balmain Family Clinic',
  clinicAddress: '1 Darling Street, Balmain NSW 2041, Australia',
  email: 'ada@clinic.test',
};

function firstProblem(input: unknown): string | undefined {
  const result = RegistrationDetailsSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the state dropdown', () => {
  it("offers the spec's eight states and territories, with full names", () => {
    expect(AU_STATES.map((state) => `${state.value} ${state.name}`)).toEqual([
      'NSW New South Wales',
      'VIC Victoria',
      'QLD Queensland',
      'WA Western Australia',
      'SA South Australia',
      'TAS Tasmania',
      'ACT Australian Capital Territory',
      'NT Northern Territory',
    ]);
  });
});

describe('practitioner numbers', () => {
  it.each([
    ['MED0001234567', 'MED0001234567'],
    ['med0001234567', 'MED0001234567'],
    [' MED 000 123 4567 ', 'MED0001234567'],
    ['pha-0001-234-567', 'PHA0001234567'],
  ])('recognises the Ahpra registration %j', (input, value) => {
    expect(normalisePractitionerNumber(input)).toEqual({ kind: 'ahpra', value });
  });

  it.each([
    ['NSW 12345', 'NSW-12345'],
    ['nsw12345', 'NSW-12345'],
    ['VIC V4567', 'VIC-V4567'],
    ['vic-v4567', 'VIC-V4567'],
    ['NT 123', 'NT-123'],
    ['SA 1234567890', 'SA-1234567890'],
    ['ACT 0001234567', 'ACT-0001234567'],
  ])('recognises the veterinary board registration %j', (input, value) => {
    expect(normalisePractitionerNumber(input)).toEqual({ kind: 'veterinary', value });
  });

  it.each([
    '',
    'MED0001234',
    'MED00012345678',
    'ME0001234567',
    'MED000123456X',
    'NSW 12',
    'NSW 12345678901',
    'NSW VET',
    'XYZ 12345',
    '12345',
    'NSW 123/45',
  ])('rejects %j', (input) => {
    expect(normalisePractitionerNumber(input)).toBeNull();
  });

  it('normalises a normalised value to itself', () => {
    for (const input of ['MED0001234567', 'NSW 12345', 'VIC V4567']) {
      const once = normalisePractitionerNumber(input);
      expect(normalisePractitionerNumber(once?.value ?? '')).toEqual(once);
    }
  });
});

describe('registration details', () => {
  it('accepts complete details, trimming them and normalising the practitioner number', () => {
    const parsed = RegistrationDetailsSchema.parse({
      ...details,
      firstName: '  Ada ',
      practitionerNumber: 'nsw 12345',
      email: ' ada@clinic.test ',
    });
    expect(parsed).toEqual({ ...details, practitionerNumber: 'NSW-12345' });
  });

  it('explains a malformed practitioner number', () => {
    expect(firstProblem({ ...details, practitionerNumber: 'MED123' })).toBe(PRACTITIONER_NUMBER_MESSAGE);
  });

  it('names the first missing field', () => {
    expect(firstProblem({ ...details, firstName: '   ' })).toBe(REGISTRATION_MESSAGES.firstNameRequired);
    expect(firstProblem({ ...details, lastName: undefined })).toBe(REGISTRATION_MESSAGES.lastNameRequired);
    expect(firstProblem({ ...details, practitionerNumber: '' })).toBe(REGISTRATION_MESSAGES.practitionerNumberRequired);
    expect(firstProblem({ ...details, clinicName: '' })).toBe(REGISTRATION_MESSAGES.clinicNameRequired);
    expect(firstProblem({ ...details, clinicAddress: '' })).toBe(
      'Please fill in all address fields (Address, City, State, Postcode).',
    );
  });

  it('rejects a malformed e-mail address', () => {
    expect(firstProblem({ ...details, email: 'ada@' })).toBe('Please enter a valid email address.');
  });

  it('rejects over-long fields and line breaks', () => {
    expect(firstProblem({ ...details, clinicName: 'x'.repeat(201) })).toBe(REGISTRATION_MESSAGES.tooLong);
    expect(firstProblem({ ...details, lastName: 'Lim\r\nBcc: everyone@example.com' })).toBe(
      REGISTRATION_MESSAGES.controlCharacters,
    );
  });

  it('leaves identity out of the details a server accepts from a body', () => {
    const parsed = PractitionerDetailsSchema.parse({ ...details, uid: 'someone-else', role: 'admin' });
    expect(parsed).not.toHaveProperty('uid');
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('role');
  });

  it('keeps the uid in pending registration data', () => {
    expect(PendingRegistrationSchema.parse({ ...details, uid: 'u1' })).toEqual({ ...details, uid: 'u1' });
  });
});
