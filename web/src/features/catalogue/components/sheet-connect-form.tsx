import { useState, type FormEvent } from 'react';
import { readSheetId } from '@pharmacy/shared';
import { FormField } from '@/components/ui/form-field.tsx';
import { SheetFormatHelp } from './sheet-format-help.tsx';

interface SheetConnectFormProps {
  id: string;
  hidden: boolean;
  syncing: boolean;
  onSync: (sheetId: string) => void;
  /** The ID was left empty (spec section 5): the panel says so. */
  onEmpty: () => void;
}

/** The configuration panel: connect a sheet by its ID (or its pasted link) and sync it. */
export function SheetConnectForm({ id, hidden, syncing, onSync, onEmpty }: SheetConnectFormProps) {
  const [typed, setTyped] = useState('');
  const read = readSheetId(typed);
  const empty = 'problem' in read && read.problem === 'empty';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The disabled button keeps most empty submits away; the spec's rule (section 5) still holds for any other way in.
    if (empty) {
      onEmpty();
      return;
    }
    // A pasted address is sent as its ID. Text that is neither goes as typed, so the
    // server's refusal (and its wording) is the only one.
    onSync('sheetId' in read ? read.sheetId : typed.trim());
  }

  return (
    <div id={id} className="sheet-connect" hidden={hidden}>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <FormField label="Google Sheet ID" hint="The part of the sheet's address after /d/. Pasting the whole link works too.">
          {(control) => (
            <input
              {...control}
              name="sheetId"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              required
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary" disabled={syncing || empty}>
          Connect &amp; Sync
        </button>
      </form>
      <SheetFormatHelp />
    </div>
  );
}
