import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDenyAllStorageRuleset } from './deny-all-ruleset.ts';

describe('the storage rules stand-in', () => {
  it("accepts the project's storage.rules, which deny every browser request", () => {
    const source = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');
    expect(isDenyAllStorageRuleset(source)).toBe(true);
  });

  it('refuses any ruleset that would grant access, so it never pretends to evaluate it', () => {
    const permissive = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} { allow read: if request.auth != null; }
  }
}`;
    expect(isDenyAllStorageRuleset(permissive)).toBe(false);
  });
});
