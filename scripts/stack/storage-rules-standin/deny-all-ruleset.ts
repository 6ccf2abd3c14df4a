/** Comments and whitespace removed, the only ruleset the stand-in evaluates. */
const DENY_ALL =
  "rules_version='2';servicefirebase.storage{match/b/{bucket}/o{match/{allPaths=**}{allowread,write:iffalse;}}}";

export function normaliseRuleset(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, '');
}

export function isDenyAllStorageRuleset(source: string): boolean {
  return normaliseRuleset(source) === DENY_ALL;
}
