/**
 * Favourites and the pharmacy's protocols (issue 25 part 6, decision 054): a prescriber's
 * named cart lines, and named sets of lines the pharmacy publishes for every approved
 * prescriber. Paths, collections, limits, messages and the catalogue check that both
 * the dashboard and the function make; zod-free (the schemas are in favourite-schema.ts).
 */
import { findCatalogueEntry, type CatalogueChoice, type CatalogueEntry, type MedicationDatabase } from '../catalogue/index.ts';

export const FAVOURITE_API_PATHS = {
  /** POST {name, line} saves a favourite; PUT `${favourites}/{id}` {name} renames it; DELETE `${favourites}/{id}` deletes it. */
  favourites: '/api/favourites',
  /**
   * GET lists the protocols for the caller (a vet those for animals or both, any other prescriber
   * those for people or both, an admin all; decision 065); POST {name, audience, lines} publishes
   * one (admins); DELETE `${protocols}/{id}` withdraws it.
   */
  protocols: '/api/protocols',
} as const;

/** Written by the function only; read in the browser under firestore.rules. */
export const FAVOURITE_COLLECTIONS = {
  /** favourites/{id}: one prescriber's named line (prescriberId); read by that prescriber and their staff. */
  favourites: 'favourites',
  /** protocols/{id}: the pharmacy's published sets of lines; admins read them, prescribers through GET /api/protocols (decision 065). */
  protocols: 'protocols',
} as const;

export const FAVOURITE_LIMITS = {
  name: 80,
  notes: 2000,
  /** A prescriber keeps at most this many favourites: the list is read whole, with no paging. */
  favouritesPerPrescriber: 100,
  /** A protocol's lines: a cart holds at most 10 items (MAX_CART_ITEMS). */
  protocolLines: 10,
  /** Protocols the dashboard lists: the pharmacy publishes a handful. */
  protocolsListed: 50,
} as const;

export const FAVOURITE_ERROR_CODES = {
  notFound: 'favourite_not_found',
  tooMany: 'too_many_favourites',
  notOffered: 'line_not_offered',
  protocolNotFound: 'protocol_not_found',
} as const;

export const FAVOURITE_MESSAGES = {
  nameRequired: 'Please give it a name.',
  nameTooLong: `Please keep the name to ${FAVOURITE_LIMITS.name} characters or fewer.`,
  nameControlCharacters: 'The name cannot contain control characters.',
  textControlCharacters: 'Please remove the control characters from the text.',
  chooseFromCatalogue: 'Please choose it from the medication database.',
  notesTooLong: `Please shorten your notes to ${FAVOURITE_LIMITS.notes.toLocaleString('en-AU')} characters or fewer.`,
  linesRequired: 'Please add at least one line to the protocol.',
  tooManyLines: `A protocol holds at most ${FAVOURITE_LIMITS.protocolLines} lines, as many as one order.`,
  notFound: 'That favourite no longer exists.',
  protocolNotFound: 'That protocol no longer exists.',
  tooMany: `You can keep at most ${FAVOURITE_LIMITS.favouritesPerPrescriber} favourites. Please delete one you no longer use first.`,
  notOffered: (name: string) => `${name} is not in the current medication database, so it cannot be saved.`,
  choosePatient: 'Choose the patient in the Patient section first, then add.',
  schedule8: 'Schedule 8: order it through the form, with its authority number.',
  unavailable: 'Unavailable: no longer in the medication database',
  audienceRequired: 'Please say whom the protocol is for: people, animals or both.',
} as const;

/** Whom a protocol is for (decision 065): a vet is offered those for animals or both, anyone else those for people or both. */
export const PROTOCOL_AUDIENCES = ['people', 'animals', 'both'] as const;
export type ProtocolAudience = (typeof PROTOCOL_AUDIENCES)[number];
export const PROTOCOL_AUDIENCE_LABELS: Record<ProtocolAudience, string> = { people: 'People', animals: 'Animals', both: 'People and animals' };

/** A protocol's audience; one published before audiences (decision 065) was written for people. */
export const protocolAudienceOf = (protocol: { audience?: ProtocolAudience | undefined }): ProtocolAudience => protocol.audience ?? 'people';

/** Whether a prescriber whose patients are of `kind` (patientKindFor, decision 048) is offered the protocol. */
export function protocolIsFor(protocol: { audience?: ProtocolAudience | undefined }, kind: 'person' | 'animal'): boolean {
  const audience = protocolAudienceOf(protocol);
  return audience === 'both' || audience === (kind === 'animal' ? 'animals' : 'people');
}

/** One line as a favourite or protocol keeps it: the catalogue's values and labels, the directions and notes. */
export interface SavedLine extends CatalogueChoice {
  conditionLabel: string;
  formulaLabel: string;
  directions: string;
  /** Absent when not said. */
  daysSupply?: number;
  notes: string;
}

/** What a line is now: the catalogue's entry when it is still offered exactly as saved, or why it is not. */
export type LineAvailability =
  | { available: true; entry: CatalogueEntry }
  | { available: false; reason: 'formula' | 'strength' | 'amount' };

/**
 * A saved line against the current catalogue. A formula, strength or amount no longer
 * offered makes the line unavailable: it is never added with another choice instead.
 */
export function lineAvailability(database: MedicationDatabase, line: CatalogueChoice): LineAvailability {
  // Own keys only: a condition or formula such as "__proto__" names nothing in the catalogue.
  const formula = offeredFormula(database, line);
  if (!formula || !database.conditions.some((option) => option.value === line.condition)) return { available: false, reason: 'formula' };
  const entry = findCatalogueEntry(database, line);
  if (entry) return { available: true, entry };
  const strengths = Object.hasOwn(database.strengthsByFormula, line.formula) ? (database.strengthsByFormula[line.formula] ?? []) : [];
  const strengthOffered = strengths.length === 0 ? line.strength === '' : strengths.includes(line.strength);
  return { available: false, reason: strengthOffered ? 'amount' : 'strength' };
}

/** The catalogue's option for the line's formula under its condition, or undefined. */
export function offeredFormula(database: MedicationDatabase, line: Pick<CatalogueChoice, 'condition' | 'formula'>): { label: string; value: string } | undefined {
  if (!Object.hasOwn(database.formulasByCondition, line.condition)) return undefined;
  return database.formulasByCondition[line.condition]?.find((option) => option.value === line.formula);
}

const UNAVAILABLE_REASONS = {
  formula: 'the formula is no longer offered',
  strength: 'this strength is no longer offered',
  amount: 'this amount is no longer offered',
} as const;

/** What the dashboard says beside an unavailable line. */
export function unavailableText(reason: keyof typeof UNAVAILABLE_REASONS): string {
  return `${FAVOURITE_MESSAGES.unavailable} (${UNAVAILABLE_REASONS[reason]}).`;
}

/** How a line is named, e.g. "Hydrocortisone Cream 1% 30g". */
export function lineName(line: Pick<SavedLine, 'formulaLabel' | 'strength' | 'amount'>): string {
  return [line.formulaLabel, line.strength, line.amount].filter(Boolean).join(' ');
}
