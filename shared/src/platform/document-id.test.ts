import { describe, expect, it } from 'vitest';
import { DocumentIdSchema, isDocumentId } from './document-id.ts';

describe('document IDs', () => {
  it.each(['Xq3kW9aBcDeFgHiJkLmN', 'uid_with-dash', 'a'.repeat(128)])('accepts %s', (id) => {
    expect(isDocumentId(id)).toBe(true);
    expect(DocumentIdSchema.safeParse(id).success).toBe(true);
  });

  it.each(['', '/', '../..', 'a/b', '<script>', '😀', 'a'.repeat(129), 'id with space', '.', '__.__', '\u202Eabc', '__proto__', '__name__'])(
    'refuses %j',
    (id) => {
      expect(isDocumentId(id)).toBe(false);
      expect(DocumentIdSchema.safeParse(id).success).toBe(false);
    },
  );
});
