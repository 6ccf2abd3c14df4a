import { beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, breachInputSchema } from '@pharmacy/shared';
import { MailDeliveryError } from '../../platform/mail/mail-errors.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { IN_FLIGHT_GRACE_MS } from '../../platform/mail/mail-retry.ts';
import { collectAffected } from './affected-patients.ts';
import type { BreachStore } from './breach-record.ts';
import { resendBreachMail, sendBreachReminders, type BreachMailDeps } from './breach-reminders.ts';
import { emptyBreachWorld, memoryBreachStore, type BreachWorld } from './testing/memory-breach-store.ts';

const ACTOR = { uid: 'admin-1', email: 'admin@example.test' };
const schema = breachInputSchema({ now: () => new Date('2026-12-31T00:00:00Z') });

let world: BreachWorld;
let store: BreachStore;
let sent: MailMessage[];
let failing: boolean;

function deps(now: Date): BreachMailDeps {
  return {
    store,
    sendMail: async (message) => {
      if (failing) throw new MailDeliveryError('test', 503, ['unavailable']);
      sent.push(message);
    },
    pharmacyEmail: () => 'pharmacy@example.test',
    appOrigin: () => 'https://pharmacy.example',
    now: () => now,
  };
}

async function recordBreach(foundAt: string, description = 'Worksheets for Jane Citizen were e-mailed to the wrong clinic.'): Promise<string> {
  return store.create({ input: schema.parse({ description, foundAt }), affected: null, actor: ACTOR });
}

beforeEach(() => {
  world = emptyBreachWorld();
  world.admins = ['first@example.test', 'second@example.test'];
  store = memoryBreachStore(world);
  sent = [];
  failing = false;
});

describe('the breach reminders', () => {
  it('e-mail every admin once at 20 days, with the link and nothing of the breach', async () => {
    const id = await recordBreach('2026-11-01T10:00');
    const run = await sendBreachReminders(deps(new Date('2026-11-21T09:00:00+11:00')), new Date('2026-11-21T09:00:00+11:00'));
    expect(run).toEqual({ today: '2026-11-21', reminded: [{ breachId: id, reminder: 'day20' }], failed: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toEqual(['first@example.test', 'second@example.test']);
    expect(sent[0]?.text).toContain(`https://pharmacy.example/admin?view=breaches&breach=${id}`);
    expect(JSON.stringify(sent[0])).not.toMatch(/Jane|Worksheets|clinic/);
    expect((await sendBreachReminders(deps(new Date('2026-11-22T09:00:00+11:00')), new Date('2026-11-22T09:00:00+11:00'))).reminded).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(world.audit.filter((entry) => entry.action === AUDIT_ACTIONS.breachReminder)).toHaveLength(1);
  });

  it('record a failed e-mail on the breach, and the retry sends it once, never claiming the reminder again', async () => {
    const id = await recordBreach('2026-11-01T10:00');
    const at = new Date('2026-11-29T09:00:00+11:00');
    failing = true;
    const run = await sendBreachReminders(deps(at), at);
    expect(run.failed).toEqual([id]);
    expect(world.breaches.get(id)).toMatchObject({ reminders: { day28: { status: 'failed', attempts: 1, error: expect.stringContaining('unavailable') } }, needsMailResend: true });

    failing = false;
    // Within the grace period the retry leaves it (its run may still be going).
    expect((await resendBreachMail(deps(new Date(at.getTime() + 1000)))).due).toBe(0);
    const later = new Date(at.getTime() + IN_FLIGHT_GRACE_MS + 1000);
    expect(await resendBreachMail(deps(later))).toEqual({ due: 1, sent: 1, failed: 0 });
    expect(sent.map((message) => message.subject)).toEqual(['Breach register: assessment due in 2 days']);
    expect(world.breaches.get(id)).toMatchObject({ reminders: { day28: { status: 'sent', attempts: 2 } }, needsMailResend: false });
    // Claimed already: the next day's run does not send it again, nor the 20-day one.
    expect((await sendBreachReminders(deps(later), new Date('2026-11-30T09:00:00+11:00'))).reminded).toEqual([]);
    expect(world.audit.filter((entry) => entry.action === AUDIT_ACTIONS.breachReminder)).toHaveLength(1);
  });

  it('with no admin to write to, the e-mail is recorded failed, to be retried', async () => {
    world.admins = [];
    const id = await recordBreach('2026-11-01T10:00');
    const at = new Date('2026-11-21T09:00:00+11:00');
    expect((await sendBreachReminders(deps(at), at)).failed).toEqual([id]);
    expect(world.breaches.get(id)?.reminders.day20).toMatchObject({ status: 'failed', error: 'no admin has an e-mail address' });
  });
});

describe('who may be affected', () => {
  it('collects each patient once, named where held, the held ones first', async () => {
    world.entries = [
      { actorUid: 'looker', at: 1000, patientIds: ['p-2', 'p-1'] },
      { actorUid: 'looker', at: 2000, patientIds: ['p-gone', 'p-2'] },
      { actorUid: 'looker', at: 3000, patientIds: ['p-late'] },
      { actorUid: 'other', at: 1500, patientIds: ['p-other'] },
    ];
    world.patients = new Map([
      ['p-1', 'Adam Able (DOB 01/01/1990)'],
      ['p-2', 'Zoe Zed (DOB 02/02/1992)'],
    ]);
    expect(await collectAffected(store, { actorUid: 'looker', from: 1000, to: 3000 })).toEqual({
      query: { actorUid: 'looker', from: 1000, to: 3000 },
      actorEmail: 'looker@example.test',
      entries: 2,
      patients: [
        { id: 'p-1', label: 'Adam Able (DOB 01/01/1990)' },
        { id: 'p-2', label: 'Zoe Zed (DOB 02/02/1992)' },
        { id: 'p-gone', label: null },
      ],
    });
  });
});
