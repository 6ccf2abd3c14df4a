// Legal prescriptions (decision 049): the prescription behind each item (e-script tokens
// and their claims, posted originals and their reminders). Orders uses this feature, never
// the other way round: what it needs of an order it names itself and is given.
export {
  claimReminder,
  markOriginalReceived,
  originalFields,
  reminderDue,
  type Actor,
  type LegalOrder,
  type OriginalReceivedChange,
  type OriginalReceivedOutcome,
  type OriginalReminderName,
  type ReminderClaim,
} from './legal-script-record.ts';
export { claimIdOf, claimIdsOf, releasesClaims, suppliedFrom, tokensOf, type EscriptTokenClaim } from './escript-token-claims.ts';
export { originalReceived, type OriginalsDeps } from './original-received-route.ts';
export { REMINDER_BATCH_SIZE, sendOriginalReminders, type ReminderDeps, type ReminderRun } from './script-reminders.ts';
export { devScriptRemindersRouter } from './dev-script-reminders-router.ts';
