import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@pharmacy/shared';
import { AUDIT_ACTION_LABELS, auditActionLabel, describeDetails } from './audit-entry-text.ts';

describe('audit action labels', () => {
  it('names every action the server records, each differently', () => {
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual(Object.values(AUDIT_ACTIONS).sort());
    const labels = Object.values(AUDIT_ACTIONS).map(auditActionLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('reads a status change as people say it', () => {
    expect(auditActionLabel(AUDIT_ACTIONS.practitionerStatus)).toBe('Practitioner status changed');
    expect(auditActionLabel(AUDIT_ACTIONS.sheetSync)).toBe('Medication database synced');
  });

  it('shows an action it does not know as recorded, and nothing inherited from Object', () => {
    expect(auditActionLabel('report.export')).toBe('report.export');
    expect(auditActionLabel('toString')).toBe('toString');
  });
});

describe('audit entry details', () => {
  it('shows a change as from → to', () => {
    expect(describeDetails({ from: 'pending', to: 'approved' })).toBe('pending → approved');
  });

  it('names the other facts in words, after the change', () => {
    expect(describeDetails({ notified: false, from: 'approved', to: 'rejected' })).toBe('approved → rejected; notified: no');
    expect(describeDetails({ sheetId: 'abc123', totalFormulas: 12, previous: null })).toBe(
      'sheet id: abc123; total formulas: 12; previous: none',
    );
  });

  it('marks a missing side of a change', () => {
    expect(describeDetails({ to: 'handled' })).toBe('? → handled');
  });

  it('is empty when there is nothing to add', () => {
    expect(describeDetails({})).toBe('');
  });
});
