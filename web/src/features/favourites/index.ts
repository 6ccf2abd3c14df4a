/** Favourites and the pharmacy's protocols (issue 25 part 6, decision 054): New order's shortcuts, the cart line's Save as favourite, the admin's Protocols view. */
export { OrderShortcuts } from './components/order-shortcuts.tsx';
/** What the shortcuts read first, for the dashboard to read ahead (decision 086). */
export { favouritesQueryOptions, protocolsQueryOptions } from './api/read-favourites.ts';
export { SaveFavourite } from './components/save-favourite.tsx';
export { ProtocolsAdmin } from './components/protocols-admin.tsx';
