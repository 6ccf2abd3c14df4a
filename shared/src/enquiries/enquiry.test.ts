import { describe, expect, it } from 'vitest';
import { EnquiryFieldsSchema, type EnquiryFieldsInput } from './enquiry-schema.ts';
import { ENQUIRY_MESSAGES, ENQUIRY_SUBJECTS, enquiryKindOf } from './enquiry.ts';
import { SITE } from '../platform/site-settings.ts';

const valid: EnquiryFieldsInput = {
  subject: ENQUIRY_SUBJECTS.contact,
  firstName: ' Jane ',
  lastName: 'Citizen',
  email: ' jane@example.com ',
  contactNumber: '0412 345 678',
  notes: '  ',
};

function firstMessage(input: Record<string, unknown>): string | undefined {
  const result = EnquiryFieldsSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the enquiry fields', () => {
  it('trim text and treat blank notes as none', () => {
    expect(EnquiryFieldsSchema.parse(valid)).toEqual({
      subject: 'New Contact Enquiry',
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane@example.com',
      contactNumber: '0412 345 678',
      notes: null,
    });
  });

  it('keep line breaks in notes', () => {
    expect(EnquiryFieldsSchema.parse({ ...valid, notes: 'Line one\nLine two' }).notes).toBe('Line one\nLine two');
  });

  it('name the first field to fix, in the order of the form', () => {
    expect(firstMessage({ ...valid, firstName: '', email: 'nope' })).toBe(ENQUIRY_MESSAGES.firstName);
    expect(firstMessage({ ...valid, lastName: undefined })).toBe(ENQUIRY_MESSAGES.lastName);
    expect(firstMessage({ ...valid, email: 'jane@' })).toBe(ENQUIRY_MESSAGES.email);
    expect(firstMessage({ ...valid, contactNumber: ' ' })).toBe(ENQUIRY_MESSAGES.contactNumber);
    expect(firstMessage({ ...valid, notes: 'x'.repeat(2001) })).toBe(ENQUIRY_MESSAGES.notesTooLong);
  });

  it('accept only the two subjects of the forms', () => {
    expect(firstMessage({ ...valid, subject: 'Hello' })).toBe(ENQUIRY_MESSAGES.invalidForm);
    expect(enquiryKindOf(ENQUIRY_SUBJECTS.script)).toBe('script');
    expect(enquiryKindOf(ENQUIRY_SUBJECTS.contact)).toBe('contact');
  });

  it('refuse line breaks in names, which end up in e-mail subjects', () => {
    expect(firstMessage({ ...valid, lastName: 'Citizen\r\nBcc: spam@example.com' })).toBe(ENQUIRY_MESSAGES.controlCharacters);
  });

  it('build their messages from the limits and site settings', () => {
    expect(ENQUIRY_MESSAGES.fileTooLarge).toBe('The attachment is larger than 10 MB. Please attach a smaller file.');
    expect(ENQUIRY_MESSAGES.notesTooLong).toContain('2,000');
    expect(ENQUIRY_MESSAGES.rateLimited).toContain(SITE.phone);
  });
});
