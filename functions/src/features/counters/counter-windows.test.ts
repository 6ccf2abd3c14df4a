import { describe, expect, it } from 'vitest';
import { counterWindows, isKept } from './counter-windows.ts';

// Friday 27 November 2026, 12:00 in Sydney (AEDT).
const NOW = new Date('2026-11-27T01:00:00.000Z');

describe('the days the counters keep', () => {
  const windows = counterWindows(NOW);

  it('reach back to the Monday of the chart\'s oldest week, 30 days for the median, 7 for New This Week, 8 days of minutes', () => {
    expect(windows.receivedOn).toMatchObject({ from: '2026-09-07', to: '2026-11-27' });
    expect(windows.madeReadyOn.days).toHaveLength(30);
    expect(windows.madeReadyOn).toMatchObject({ from: '2026-10-29', to: '2026-11-27' });
    expect(windows.registeredOn).toMatchObject({ from: '2026-11-21', to: '2026-11-27' });
    expect(windows.receivedMinutes).toMatchObject({ from: '2026-11-20', to: '2026-11-27' });
  });

  it('keep every figure that has no day, and leave days before their window', () => {
    expect(isKept(windows, 'orderRequests', 'status', 'received')).toBe(true);
    expect(isKept(windows, 'orderRequests', 'originalsDue', '2020-01-01')).toBe(true);
    expect(isKept(windows, 'orderRequests', 'receivedOn', '2026-09-07')).toBe(true);
    expect(isKept(windows, 'orderRequests', 'receivedOn', '2026-09-06')).toBe(false);
    expect(isKept(windows, 'practitioners', 'registeredOn', '2026-11-20')).toBe(false);
    expect(isKept(windows, 'orderRequests-received-2026-11-20', 'byMinute', '0600')).toBe(true);
    expect(isKept(windows, 'orderRequests-received-2026-11-19', 'byMinute', '0600')).toBe(false);
  });
});
