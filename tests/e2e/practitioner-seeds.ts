/**
 * Practitioners seeded for the admin's practitioner stories (admin-practitioners,
 * admin-practitioner-counts): each with the story's marker as last name, created as a user
 * would be, then given the story's fields and what the server stores for the list.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Timestamp, type UpdateData } from 'firebase-admin/firestore';
import { ROUTES, userListFields, type UserStatus } from '@pharmacy/shared';
import { userDoc } from '../support/admin.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createPractitioner, createAdmin, type TestUser } from '../support/users.ts';
import { expect } from './fixtures.ts';
import { expectScreen } from './screens.ts';

export interface Seed {
  firstName: string;
  status?: UserStatus;
  /** An instant, e.g. '2024-03-04T10:00:00+11:00'. */
  createdAt?: string;
  practitionerNumber?: string;
  dob?: [year: number, month: number, day: number];
  emailVerified?: boolean;
  /** Replaces the record's e-mail address (e.g. one the outbox refuses). */
  email?: string;
}

/** A marker no other data contains: the last name of every practitioner a story seeds. */
export const newMarker = () => `Zq${randomUUID().slice(0, 8)}`;

export async function seedPractitioner(marker: string, seed: Seed): Promise<TestUser & { email: string }> {
  const user = await createPractitioner(seed.status ?? 'pending', { emailVerified: seed.emailVerified });
  const fields: UpdateData<Record<string, unknown>> = { firstName: seed.firstName, lastName: marker };
  if (seed.createdAt) fields.createdAt = Timestamp.fromDate(new Date(seed.createdAt));
  if (seed.practitionerNumber) fields.practitionerNumber = seed.practitionerNumber;
  if (seed.dob) [fields.dobYear, fields.dobMonth, fields.dobDay] = seed.dob;
  if (seed.email) fields.email = seed.email;
  // With what the server stores beside every record for the list's search and sort (decision
  // 023), in one write: each write is a trigger event the Functions emulator queues.
  const stored = (await userDoc(user.uid).get()).data() ?? {};
  await userDoc(user.uid).update({ ...fields, ...userListFields({ ...stored, ...fields }) });
  return { ...user, email: seed.email ?? user.email };
}

/** Seeds them all at once (the emulators take them in parallel); the order of `seeds` is kept. */
export function seedPractitioners<Seeds extends Seed[]>(
  marker: string,
  ...seeds: Seeds
): Promise<{ [Index in keyof Seeds]: TestUser & { email: string } }> {
  return Promise.all(seeds.map((seed) => seedPractitioner(marker, seed))) as Promise<{ [Index in keyof Seeds]: TestUser & { email: string } }>;
}

export async function openDashboardAsAdmin(page: Page): Promise<TestUser> {
  const admin = await createAdmin();
  await openSignedIn(page, admin, ROUTES.admin);
  await expectScreen(page, ROUTES.admin);
  await expect(page.getByRole('heading', { name: 'Practitioner Registrations' })).toBeVisible();
  return admin;
}
