/** Favourites and the pharmacy's protocols (issue 25 part 6, decision 054). */
export { favouritesRouter, type FavouriteDeps } from './router.ts';
export { deleteFavouritesOf, favouriteStore } from './favourite-store.ts';
export type { FavouriteStore } from './favourite-record.ts';
