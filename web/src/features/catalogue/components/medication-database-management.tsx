import { useId, useState } from 'react';
import { ADMIN_MESSAGES, syncSuccessMessage } from '@pharmacy/shared';
import { useSheetConfig } from '../api/get-sheet-config.ts';
import { useSyncGoogleSheet } from '../api/sync-google-sheet.ts';
import { syncFailureMessage } from '../sync-message.ts';
import { CurrentSheetConfig } from './current-sheet-config.tsx';
import { SheetConnectForm } from './sheet-connect-form.tsx';
import { SyncResult } from './sync-result.tsx';

/**
 * The admin's Medication Database Management panel (spec sections 2, 4 and 8): the
 * connected Google Sheet, Sync Now, and a configuration panel to connect another.
 * Idle, syncing, then a success or error message; a success closes the panel.
 */
export function MedicationDatabaseManagement() {
  const headingId = useId();
  const panelId = useId();
  const [configuring, setConfiguring] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const config = useSheetConfig();
  const sync = useSyncGoogleSheet();

  function startSync(sheetId: string) {
    setMessage(null);
    sync.mutate(sheetId, {
      onSuccess: (stats) => {
        setMessage(syncSuccessMessage(stats));
        setConfiguring(false);
      },
      onError: (error) => setMessage(syncFailureMessage(error)),
    });
  }

  return (
    <section className="surface-panel catalogue-sync" aria-labelledby={headingId}>
      <div className="toolbar">
        <h2 id={headingId}>Medication Database Management</h2>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={configuring}
          aria-controls={panelId}
          onClick={() => setConfiguring((open) => !open)}
        >
          {configuring ? 'Hide Configuration' : 'Configure Google Sheet'}
        </button>
      </div>
      <SyncResult message={message} />
      <CurrentSheetConfig config={config} syncing={sync.isPending} onSyncNow={startSync} />
      <SheetConnectForm
        id={panelId}
        hidden={!configuring}
        syncing={sync.isPending}
        onSync={startSync}
        onEmpty={() => setMessage(ADMIN_MESSAGES.sheetIdRequired)}
      />
    </section>
  );
}
