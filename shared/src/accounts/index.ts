/** Portal accounts: registration, the users record, two-step and fresh sign-ins. */
export * from './registration-schema.ts';
export * from './registration.ts';
export * from './sign-in-security.ts';
export * from './user.ts';
