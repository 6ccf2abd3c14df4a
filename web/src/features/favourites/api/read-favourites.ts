import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FAVOURITE_API_PATHS,
  FAVOURITE_COLLECTIONS,
  FAVOURITE_LIMITS,
  FavouriteSchema,
  ProtocolListResponseSchema,
  type Favourite,
  type Protocol,
} from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { getFirebase } from '@/lib/firebase.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { parseStoredDocument } from '@/lib/firestore-values.ts';

export const FAVOURITES_QUERY_KEY = ['favourites'] as const;
export const PROTOCOLS_QUERY_KEY = ['protocols'] as const;

export type Listed<T> = T & { id: string };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' });

/**
 * The prescriber's favourites, by name. firestore.rules let a prescriber (and their staff)
 * list only favourites whose prescriberId is theirs, so that filter is the query; there are
 * at most FAVOURITE_LIMITS.favouritesPerPrescriber, read whole and sorted here.
 */
async function readFavourites(prescriberId: string): Promise<Listed<Favourite>[]> {
  const [{ collection, getDocs, query, where, limit }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(
    query(collection(db, FAVOURITE_COLLECTIONS.favourites), where('prescriberId', '==', prescriberId), limit(FAVOURITE_LIMITS.favouritesPerPrescriber)),
  );
  return snapshot.docs
    .flatMap((doc) => {
      const favourite = parseStoredDocument(FavouriteSchema, doc.id, doc.data());
      return favourite ? [{ ...favourite, id: doc.id }] : [];
    })
    .sort(byName);
}

export const PROTOCOLS_FAILED = 'Could not load the protocols: ';

/**
 * The pharmacy's protocols for the signed-in caller, by name, from GET /api/protocols
 * (decision 065): a vet gets those for animals or both, any other prescriber those for people
 * or both, an admin all. The server decides, from the caller's record.
 */
async function readProtocols(): Promise<Listed<Protocol>[]> {
  const reply = await reachApi((idToken) => getJson(FAVOURITE_API_PATHS.protocols, idToken), { prefix: PROTOCOLS_FAILED });
  return replyBody(reply, ProtocolListResponseSchema).protocols;
}

/** The shortcuts' reads, shared by their hooks and the dashboard's read ahead (decision 086). */
export const favouritesQueryOptions = (prescriberId: string) =>
  queryOptions({ queryKey: [...FAVOURITES_QUERY_KEY, prescriberId], queryFn: () => readFavourites(prescriberId) });

export const protocolsQueryOptions = () => queryOptions({ queryKey: PROTOCOLS_QUERY_KEY, queryFn: readProtocols });

export const useFavourites = (prescriberId: string) => useQuery(favouritesQueryOptions(prescriberId));

export const useProtocols = () => useQuery(protocolsQueryOptions());
