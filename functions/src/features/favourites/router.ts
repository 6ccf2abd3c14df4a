import { Router, type RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  DocumentIdSchema,
  FAVOURITE_API_PATHS,
  FAVOURITE_ERROR_CODES,
  FAVOURITE_LIMITS,
  FAVOURITE_MESSAGES,
  FavouriteInputSchema,
  FavouriteRenameSchema,
  ProtocolInputSchema,
  lineAvailability,
  lineName,
  offeredFormula,
  patientKindFor,
  protocolIsFor,
  type FavouriteResponse,
  type LineInput,
  type MedicationDatabase,
  type ProtocolListResponse,
  type SavedLine,
} from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf, isAdmin, requireAdmin, requireApprovedPractitionerOrAdmin } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { routePath } from '../../platform/http/app.ts';
import type { FavouriteStore } from './favourite-record.ts';

const FAVOURITES = routePath(FAVOURITE_API_PATHS.favourites);
const PROTOCOLS = routePath(FAVOURITE_API_PATHS.protocols);

export interface FavouriteDeps {
  store: FavouriteStore;
  /** The catalogue practitioners order from now (index.ts: the stored one, or the built-in one). */
  readCatalogue: () => Promise<MedicationDatabase>;
}

const notFound = () => new HttpError(404, FAVOURITE_ERROR_CODES.notFound, FAVOURITE_MESSAGES.notFound);
const protocolNotFound = () => new HttpError(404, FAVOURITE_ERROR_CODES.protocolNotFound, FAVOURITE_MESSAGES.protocolNotFound);

/** The ID in the path; anything that cannot be one is a favourite that does not exist. */
function idOf(value: unknown, missing: () => HttpError): string {
  const parsed = DocumentIdSchema.safeParse(value);
  if (!parsed.success) throw missing();
  return parsed.data;
}

/**
 * Each line as it will be kept: only what the current catalogue offers exactly, with its
 * labels read from the catalogue (never the browser's). The first line not offered is refused by name.
 */
async function savedLines(deps: FavouriteDeps, lines: readonly LineInput[]): Promise<SavedLine[]> {
  const catalogue = await deps.readCatalogue();
  return lines.map((line) => {
    const { condition, formula, strength = '', amount = '', directions, notes = '' } = line;
    const availability = lineAvailability(catalogue, { condition, formula, strength, amount });
    if (!availability.available) {
      const named = offeredFormula(catalogue, line)?.label ?? formula;
      throw new HttpError(409, FAVOURITE_ERROR_CODES.notOffered, FAVOURITE_MESSAGES.notOffered(lineName({ formulaLabel: named, strength, amount })));
    }
    const { conditionLabel, formulaLabel } = availability.entry;
    return { condition, conditionLabel, formula, formulaLabel, strength, amount, directions, notes };
  });
}

/**
 * Favourites and protocols (issue 25 part 6, decision 054). A prescriber saves, renames
 * and deletes their own favourites; an admin publishes and withdraws the pharmacy's
 * protocols, audited. Both are read straight from Firestore (firestore.rules) and checked
 * against the catalogue again where they are used. Guards are per route.
 */
export function favouritesRouter(deps: FavouriteDeps, requireCaller: RequestHandler): Router {
  const router = Router();
  const prescribers = [requireCaller, requireApprovedPractitionerOrAdmin];
  const admins = [requireCaller, requireAdmin];

  router.post(FAVOURITES, ...prescribers, async (req, res) => {
    const { name, line } = parseBody(FavouriteInputSchema, req.body);
    const [saved] = await savedLines(deps, [line]);
    const outcome = await deps.store.create(callerOf(res).uid, name, saved!);
    if (outcome === 'too_many') throw new HttpError(409, FAVOURITE_ERROR_CODES.tooMany, FAVOURITE_MESSAGES.tooMany);
    res.status(201).json({ success: true, id: outcome } satisfies FavouriteResponse);
  });

  router.put(`${FAVOURITES}/:favouriteId`, ...prescribers, async (req, res) => {
    const favouriteId = idOf(req.params.favouriteId, notFound);
    const { name } = parseBody(FavouriteRenameSchema, req.body);
    if ((await deps.store.rename(favouriteId, callerOf(res).uid, name)) === 'not_found') throw notFound();
    res.json({ success: true, id: favouriteId } satisfies FavouriteResponse);
  });

  router.delete(`${FAVOURITES}/:favouriteId`, ...prescribers, async (req, res) => {
    const favouriteId = idOf(req.params.favouriteId, notFound);
    if ((await deps.store.remove(favouriteId, callerOf(res).uid)) === 'not_found') throw notFound();
    res.status(204).end();
  });

  // The protocols for the caller (decision 065): a vet only those for animals or both, any other
  // prescriber those for people or both (whom they prescribe for is their record's, decision 048), an admin all.
  router.get(PROTOCOLS, ...prescribers, async (_req, res) => {
    const caller = callerOf(res);
    const all = await deps.store.listProtocols(FAVOURITE_LIMITS.protocolsListed);
    const kind = patientKindFor(caller.record?.practitionerNumber);
    const theirs = isAdmin(caller) ? all : all.filter((protocol) => protocolIsFor(protocol, kind));
    const protocols = theirs
      .map(({ publishedAt, ...protocol }) => ({ ...protocol, publishedAt: publishedAt.toISOString() }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }));
    res.set('Cache-Control', 'private, no-store');
    res.json({ protocols } satisfies ProtocolListResponse);
  });

  router.post(PROTOCOLS, ...admins, async (req, res) => {
    const { name, audience, lines } = parseBody(ProtocolInputSchema, req.body);
    const saved = await savedLines(deps, lines);
    const actor = actorOf(callerOf(res));
    const protocolId = await deps.store.publishProtocol(name, audience, saved, (id) => ({
      action: AUDIT_ACTIONS.protocolPublish,
      ...actor,
      target: { type: 'protocol', id, label: name },
      details: { lines: saved.length, audience },
    }));
    res.status(201).json({ success: true, id: protocolId } satisfies FavouriteResponse);
  });

  router.delete(`${PROTOCOLS}/:protocolId`, ...admins, async (req, res) => {
    const protocolId = idOf(req.params.protocolId, protocolNotFound);
    const actor = actorOf(callerOf(res));
    const outcome = await deps.store.withdrawProtocol(protocolId, (protocol) => ({
      action: AUDIT_ACTIONS.protocolWithdraw,
      ...actor,
      target: { type: 'protocol', id: protocolId, label: protocol.name },
      details: { lines: protocol.lines.length },
    }));
    if (outcome === 'not_found') throw protocolNotFound();
    res.status(204).end();
  });

  return router;
}
