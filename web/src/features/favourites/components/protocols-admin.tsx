import { useState, type FormEvent } from 'react';
import { FAVOURITE_LIMITS, PROTOCOL_AUDIENCES, PROTOCOL_AUDIENCE_LABELS, ProtocolInputSchema, protocolAudienceOf } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { useMedicationDatabase } from '@/features/catalogue/index.ts';
import { usePublishProtocol, useWithdrawProtocol } from '../api/favourite-actions.ts';
import { useProtocols } from '../api/read-favourites.ts';
import { EMPTY_LINE, LineEditor, changeLine, type EditedLine } from './line-editor.tsx';
import { ListedState } from './listed-state.tsx';
import { ProtocolLines } from './protocol-lines.tsx';

export const PROTOCOL_PUBLISHED = 'Protocol published. Every approved prescriber it is for can now add it to their cart.';

/**
 * The admin's Protocols view (decision 054): the published protocols, each with Withdraw,
 * and a form to publish a new one from the catalogue. Both are recorded in the audit log.
 * A protocol is not edited: withdraw it and publish the new version.
 */
export function ProtocolsAdmin() {
  const catalogue = useMedicationDatabase();
  const protocols = useProtocols();
  const publish = usePublishProtocol();
  const withdraw = useWithdrawProtocol();
  const [name, setName] = useState('');
  const [audience, setAudience] = useState('');
  const [lines, setLines] = useState<EditedLine[]>([EMPTY_LINE]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (catalogue.status === 'loading') return <PageLoading label="Loading medication database..." />;
  const { database } = catalogue;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const input = { name, audience, lines };
    const checked = ProtocolInputSchema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const line = typeof issue?.path[1] === 'number' ? `Line ${issue.path[1] + 1}: ` : '';
      setError(issue ? `${line}${issue.message}` : null);
      return;
    }
    setError(null);
    publish.mutate(checked.data, {
      onSuccess: () => {
        setName('');
        setAudience('');
        setLines([EMPTY_LINE]);
        setDone(PROTOCOL_PUBLISHED);
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <div className="protocols-admin">
      <section className="surface-panel" aria-labelledby="protocols-heading">
        <h2 id="protocols-heading">Published protocols</h2>
        <p>
          Every approved prescriber it is for can add a protocol&rsquo;s lines to their cart for a patient: a veterinarian sees the protocols for animals (or both), any other prescriber
          those for people (or both). A line the medication database no longer offers shows as unavailable and is not added.
        </p>
        <ListedState query={protocols} what="protocols" empty="No protocols are published.">
          {(items) =>
            items.map((protocol) => (
              <li key={protocol.id} className="shortcut" aria-label={protocol.name}>
                <h3 className="shortcut__name">{protocol.name}</h3>
                <p className="field-hint">For: {PROTOCOL_AUDIENCE_LABELS[protocolAudienceOf(protocol)]}</p>
                <ProtocolLines lines={protocol.lines} database={database} />
                <button type="button" className="button button--secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate(protocol.id, { onError: (failure) => setError(failure.message) })}>
                  Withdraw<span className="visually-hidden"> {protocol.name}</span>
                </button>
              </li>
            ))
          }
        </ListedState>
      </section>
      <section className="surface-panel" aria-labelledby="publish-protocol-heading">
        <h2 id="publish-protocol-heading">Publish a protocol</h2>
        <form className="form" noValidate onSubmit={submit}>
          <FormField label="Protocol name">
            {(control) => <input {...control} type="text" maxLength={FAVOURITE_LIMITS.name} value={name} onChange={(event) => setName(event.target.value)} />}
          </FormField>
          <FormField label="For" hint="Veterinarians see protocols for animals; other prescribers those for people.">
            {(control) => (
              <select {...control} value={audience} onChange={(event) => setAudience(event.target.value)}>
                <option value="">Choose whom it is for</option>
                {PROTOCOL_AUDIENCES.map((each) => (
                  <option key={each} value={each}>
                    {PROTOCOL_AUDIENCE_LABELS[each]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {lines.map((line, index) => (
            <LineEditor
              key={index}
              number={index + 1}
              line={line}
              database={database}
              onChange={(field, value) => setLines(lines.map((each, at) => (at === index ? changeLine(each, field, value) : each)))}
            />
          ))}
          <div className="button-row">
            {lines.length < FAVOURITE_LIMITS.protocolLines && (
              <button type="button" className="button button--secondary" onClick={() => setLines([...lines, EMPTY_LINE])}>
                Add another line
              </button>
            )}
            {lines.length > 1 && (
              <button type="button" className="button button--secondary" onClick={() => setLines(lines.slice(0, -1))}>
                Remove the last line
              </button>
            )}
          </div>
          <FormError message={error} />
          <p role="status" className="notice" hidden={!done}>
            {done}
          </p>
          <button type="submit" className="button button--primary" disabled={publish.isPending}>
            {publish.isPending ? 'Publishing...' : 'Publish protocol'}
          </button>
        </form>
      </section>
    </div>
  );
}
