/** Favourites and the pharmacy's protocols (issue 25 part 6, decision 054): New order's shortcuts, the cart line's Save as favourite, the admin's Protocols view. */
export { OrderShortcuts } from './components/order-shortcuts.tsx';
export { SaveFavourite } from './components/save-favourite.tsx';
export { ProtocolsAdmin } from './components/protocols-admin.tsx';
