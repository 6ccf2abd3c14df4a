import type { UseQueryResult } from '@tanstack/react-query';
import type { SheetConfig } from '@pharmacy/shared';
import { formatLastSynced } from '../last-synced.ts';

interface CurrentSheetConfigProps {
  config: UseQueryResult<SheetConfig | null>;
  syncing: boolean;
  onSyncNow: (sheetId: string) => void;
}

/** The connected sheet (spec section 2): its ID, the tabs found at the last sync, when that was, and Sync Now. */
export function CurrentSheetConfig({ config, syncing, onSyncNow }: CurrentSheetConfigProps) {
  if (config.isPending) return <p className="sheet-config__note">Loading the current configuration...</p>;
  if (config.isError) {
    return (
      <p className="form-error" role="alert">
        The current configuration could not be loaded: {config.error.message}
      </p>
    );
  }
  if (config.data === null) return <p className="sheet-config__note">No Google Sheet is connected yet.</p>;

  const { sheetId, sheetNames, lastSynced } = config.data;
  return (
    <div className="sheet-config">
      <h3>Current Configuration</h3>
      <dl className="fact-list">
        <dt>Sheet ID</dt>
        <dd>
          <code>{sheetId}</code>
        </dd>
        <dt>Tabs found</dt>
        <dd>{sheetNames.length}</dd>
        <dt>Tab names</dt>
        <dd>
          <ul className="sheet-config__tabs">
            {sheetNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </dd>
        <dt>Last synced</dt>
        <dd>{formatLastSynced(lastSynced)}</dd>
      </dl>
      <button type="button" className="button button--primary" disabled={syncing} onClick={() => onSyncNow(sheetId)}>
        {syncing ? 'Syncing...' : 'Sync Now'}
      </button>
    </div>
  );
}
