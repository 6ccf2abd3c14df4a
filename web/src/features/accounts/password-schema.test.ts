import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NewPasswordSchema, newPasswordFields, withMatchingPasswords } from './password-schema.ts';

function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[]>);
}

describe('new password', () => {
  it('accepts two equal passwords of at least 10 characters', () => {
    expect(NewPasswordSchema.safeParse({ password: 'ten-chars!', confirmPassword: 'ten-chars!' }).success).toBe(true);
  });

  it("calls a shorter password too weak, in the spec's words", () => {
    expect(messages(NewPasswordSchema.safeParse({ password: 'nine-char', confirmPassword: 'nine-char' }))).toEqual({
      password: ['Password is too weak. Please choose a stronger password.'],
    });
  });

  it('requires a password', () => {
    expect(messages(NewPasswordSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual({
      password: ['Please enter a password.'],
    });
  });

  it('says "Passwords do not match." on the confirmation', () => {
    expect(messages(NewPasswordSchema.safeParse({ password: 'long-secret-1', confirmPassword: 'long-secret-2' }))).toEqual({
      confirmPassword: ['Passwords do not match.'],
    });
  });

  it('reports a mismatch together with the errors of other fields', () => {
    const schema = withMatchingPasswords(z.object({ name: z.string().min(1, 'Name?'), ...newPasswordFields }));
    expect(messages(schema.safeParse({ name: '', password: 'long-secret-a', confirmPassword: 'long-secret-b' }))).toEqual({
      name: ['Name?'],
      confirmPassword: ['Passwords do not match.'],
    });
  });
});
