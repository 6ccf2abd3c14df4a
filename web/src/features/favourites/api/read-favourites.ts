import { useQuery } from '@tanstack/react-query';
import {
  FAVOURITE_COLLECTIONS,
  FAVOURITE_LIMITS,
  FavouriteSchema,
  ProtocolSchema,
  type Favourite,
  type Protocol,
} from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
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

/** The pharmacy's published protocols, by name (every approved prescriber and admin reads them). */
async function readProtocols(): Promise<Listed<Protocol>[]> {
  const [{ collection, getDocs, query, limit }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(query(collection(db, FAVOURITE_COLLECTIONS.protocols), limit(FAVOURITE_LIMITS.protocolsListed)));
  return snapshot.docs
    .flatMap((doc) => {
      const protocol = parseStoredDocument(ProtocolSchema, doc.id, doc.data());
      return protocol ? [{ ...protocol, id: doc.id }] : [];
    })
    .sort(byName);
}

export const useFavourites = (prescriberId: string) =>
  useQuery({ queryKey: [...FAVOURITES_QUERY_KEY, prescriberId], queryFn: () => readFavourites(prescriberId) });

export const useProtocols = () => useQuery({ queryKey: PROTOCOLS_QUERY_KEY, queryFn: readProtocols });
