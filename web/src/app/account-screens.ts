import type { ComponentType } from 'react';

/**
 * The screens around a portal account (login, registration, password reset, e-mail
 * verification), each its own lazy chunk. They are listed here, in a small chunk of
 * their own, rather than in route-config.tsx, so that the public pages' entry carries
 * no loader or preload list for them (decision 032; the portal's screens likewise,
 * decision 029). app-shell.html preloads this list.
 */
export const ACCOUNT_SCREENS = {
  verify: async () => (await import('./routes/verify.tsx')).VerifyRoute,
  practitioners: async () => (await import('./routes/practitioners.tsx')).PractitionersRoute,
  register: async () => (await import('./routes/register.tsx')).RegisterRoute,
  resetPassword: async () => (await import('./routes/reset-password.tsx')).ResetPasswordRoute,
  staffInvitation: async () => (await import('./routes/staff-invitation.tsx')).StaffInvitationRoute,
  // Not an account's screen, but like them served by the app shell and opened from an e-mail's
  // link; listed here so the public entry carries no preload list for it (decision 061).
  track: async () => (await import('./routes/track.tsx')).TrackRoute,
  // The patient's pay link (decision 079), likewise.
  pay: async () => (await import('./routes/pay.tsx')).PayRoute,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AccountScreenName = keyof typeof ACCOUNT_SCREENS;
