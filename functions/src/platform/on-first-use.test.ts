import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

describe('a package loaded on first use', () => {
  it('is not loaded until asked for, then once, however many ask at the same time or later', async () => {
    const load = vi.fn(async () => ({ loaded: true }));
    const module = onFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([module(), module()]);
    expect(await module()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

