import { describe, expect, it } from 'vitest';
import { placeholderSecrets } from './local-secrets.ts';

describe('placeholderSecrets', () => {
  it('gives every secret a placeholder in an empty file', () => {
    expect(placeholderSecrets('', ['A_KEY', 'B_KEY'])).toBe('A_KEY=not-used-on-the-emulators\nB_KEY=not-used-on-the-emulators\n');
  });

  it('keeps the values already there and adds only the secrets missing', () => {
    expect(placeholderSecrets('A_KEY=my-own-value', ['A_KEY', 'B_KEY'])).toBe('A_KEY=my-own-value\nB_KEY=not-used-on-the-emulators\n');
  });

  it('leaves a complete file exactly as it is', () => {
    const complete = '# local\nA_KEY=x\n B_KEY = y\n';
    expect(placeholderSecrets(complete, ['A_KEY', 'B_KEY'])).toBe(complete);
  });
});
