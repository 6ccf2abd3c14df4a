import { useState } from 'react';
import { FAVOURITE_MESSAGES, patientLabel, type MedicationDatabase, type PatientSnapshot, type SavedLine } from '@pharmacy/shared';
import { productName } from '@/features/catalogue/index.ts';
import type { CartItem } from '@/features/orders/index.ts';
import { useFavourites, useProtocols } from '../api/read-favourites.ts';
import { linesToCart } from '../line-to-cart.ts';
import { SHORTCUT_MESSAGES, shortcutNotice } from '../shortcut-notice.ts';
import { FavouriteRow } from './favourite-row.tsx';
import { ListedState } from './listed-state.tsx';
import { ProtocolRow } from './protocol-row.tsx';

interface OrderShortcutsProps {
  /** Whose favourites: the signed-in prescriber. */
  uid: string;
  database: MedicationDatabase;
  cart: readonly CartItem[];
  /** The Patient section's patient: the lines are added for them. */
  patient: PatientSnapshot | null;
  onAdd: (items: CartItem[]) => void;
}

/**
 * Favourites and protocols on New order (issue 25 part 6, decision 054), beside the line
 * form below the Patient section (decision 069): each adds its lines to the cart in one step
 * for the patient chosen there, checked against the current catalogue; a line no longer
 * offered is shown as unavailable and never added. Each line's script is chosen on its cart
 * line: the panel has no script choice of its own (decision 069).
 */
export function OrderShortcuts({ uid, database, cart, patient, onAdd }: OrderShortcutsProps) {
  const favourites = useFavourites(uid);
  const protocols = useProtocols();
  const [notice, setNotice] = useState<string | null>(null);

  function add(lines: { line: SavedLine; name: string }[]) {
    if (!patient) {
      setNotice(FAVOURITE_MESSAGES.choosePatient);
      return;
    }
    const added = linesToCart(lines, { database, patient, cart, newId: () => crypto.randomUUID() });
    if (added.items.length > 0) onAdd(added.items);
    setNotice(shortcutNotice(added, patient));
  }
  const named = (line: SavedLine) => ({ line, name: productName(line) });

  return (
    <section className="surface-panel order-panel order-shortcuts" aria-labelledby="order-shortcuts-heading">
      <h2 id="order-shortcuts-heading">Favourites and protocols</h2>
      <p className="order-shortcuts__for">{patient ? `Adds to the cart for ${patientLabel(patient)}.` : FAVOURITE_MESSAGES.choosePatient}</p>
      <p role="status" className="notice order-shortcuts__notice" hidden={!notice}>
        {notice}
      </p>
      <div className="order-shortcuts__lists">
        <div>
          <h3>Your favourites</h3>
          <ListedState query={favourites} what="favourites" empty={SHORTCUT_MESSAGES.noFavourites}>
            {(items) => items.map((favourite) => <FavouriteRow key={favourite.id} favourite={favourite} database={database} onAdd={() => add([named(favourite.line)])} />)}
          </ListedState>
        </div>
        <div>
          <h3>The pharmacy&rsquo;s protocols</h3>
          <ListedState query={protocols} what="protocols" empty={SHORTCUT_MESSAGES.noProtocols}>
            {(items) => items.map((protocol) => <ProtocolRow key={protocol.id} protocol={protocol} database={database} onAdd={() => add(protocol.lines.map(named))} />)}
          </ListedState>
        </div>
      </div>
    </section>
  );
}
