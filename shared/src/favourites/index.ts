/** Favourites and the pharmacy's protocols (issue 25 part 6, decision 054). */
export * from './favourite-schema.ts';
export * from './favourite.ts';
