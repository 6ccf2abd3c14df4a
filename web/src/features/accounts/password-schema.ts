import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, REGISTRATION_MESSAGES } from '@pharmacy/shared';

export const PASSWORD_MESSAGES = {
  required: 'Please enter a password.',
  hint: `At least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words are easy to remember.`,
  mismatch: REGISTRATION_MESSAGES.passwordsDoNotMatch,
} as const;

/**
 * A new password typed twice. Too short gets the spec's weak-password message, the
 * same words Firebase Auth's own weak-password answer is shown with.
 */
export const newPasswordFields = {
  password: z
    .string()
    .min(1, { error: PASSWORD_MESSAGES.required, abort: true })
    .min(MIN_PASSWORD_LENGTH, REGISTRATION_MESSAGES.weakPassword),
  confirmPassword: z.string(),
};

/** Adds "Passwords do not match." to the confirmation, even while other fields still have errors. */
export function withMatchingPasswords<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine((values) => values.password === values.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
    // Zod skips object refinements once any field failed; only the two passwords matter here.
    when: ({ value }) => {
      const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
      return typeof password === 'string' && typeof confirmPassword === 'string';
    },
  });
}

export const NewPasswordSchema = withMatchingPasswords(z.object(newPasswordFields));
export type NewPasswordValues = z.infer<typeof NewPasswordSchema>;
