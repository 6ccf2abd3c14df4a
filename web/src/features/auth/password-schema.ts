import { z } from 'zod';
import { REGISTRATION_MESSAGES } from '@pharmacy/shared';

export const PASSWORD_MESSAGES = {
  required: 'Please enter a password.',
  mismatch: REGISTRATION_MESSAGES.passwordsDoNotMatch,
} as const;

/**
 * A new password typed twice. Strength is left to Firebase Auth on purpose: its
 * weak-password answer has its own message (spec section 5), which a stricter
 * rule here would hide.
 */
export const newPasswordFields = {
  password: z.string().min(1, PASSWORD_MESSAGES.required),
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
