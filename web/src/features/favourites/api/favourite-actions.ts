import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FAVOURITE_API_PATHS,
  FavouriteResponseSchema,
  type FavouriteInput,
  type ProtocolInput,
} from '@pharmacy/shared';
import { deleteJson, postJson, putJson, replyBody, type ApiReply } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { FAVOURITES_QUERY_KEY, PROTOCOLS_QUERY_KEY } from './read-favourites.ts';

const favouritePath = (id: string) => `${FAVOURITE_API_PATHS.favourites}/${encodeURIComponent(id)}`;
const protocolPath = (id: string) => `${FAVOURITE_API_PATHS.protocols}/${encodeURIComponent(id)}`;

/** A change through /api, then the list it changed is read again; rejects with the server's reason. */
function useChange<Input>(send: (input: Input, idToken: string) => Promise<ApiReply>, listKey: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const reply = await reachApi((idToken) => send(input, idToken));
      return reply.status === 204 ? null : replyBody(reply, FavouriteResponseSchema).id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /api/favourites: a cart line kept under a name. */
export const useSaveFavourite = () =>
  useChange((input: FavouriteInput, idToken) => postJson(FAVOURITE_API_PATHS.favourites, input, idToken), FAVOURITES_QUERY_KEY);

/** PUT /api/favourites/{id}: a new name. */
export const useRenameFavourite = () =>
  useChange(({ id, name }: { id: string; name: string }, idToken) => putJson(favouritePath(id), { name }, idToken), FAVOURITES_QUERY_KEY);

/** DELETE /api/favourites/{id} */
export const useDeleteFavourite = () => useChange((id: string, idToken) => deleteJson(favouritePath(id), idToken), FAVOURITES_QUERY_KEY);

/** POST /api/protocols (admins): published for every approved prescriber. */
export const usePublishProtocol = () =>
  useChange((input: ProtocolInput, idToken) => postJson(FAVOURITE_API_PATHS.protocols, input, idToken), PROTOCOLS_QUERY_KEY);

/** DELETE /api/protocols/{id} (admins) */
export const useWithdrawProtocol = () => useChange((id: string, idToken) => deleteJson(protocolPath(id), idToken), PROTOCOLS_QUERY_KEY);
