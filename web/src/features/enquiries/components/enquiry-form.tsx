import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ATTACHMENT_ACCEPT,
  ENQUIRY_FILE_FIELD,
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_MAX_LENGTHS,
  ENQUIRY_MESSAGES,
  ENQUIRY_SUBJECTS,
  ENQUIRY_TOKEN_FIELD,
  ESCRIPT_TOKEN_MAX_LENGTH,
  escriptTokenProblem,
  type EnquiryKind,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { UploadStatus } from '@/components/ui/upload-status.tsx';
import type { PreparedFile } from '@/lib/photo-reduction.ts';
import { useUpload } from '@/lib/use-upload.ts';
import { submitEnquiry } from '../api/submit-enquiry.ts';
import { attachmentProblem } from '../attachment-problem.ts';
import { ATTACHMENT_HINT, ENQUIRY_COPY, SUBMITTING_LABEL, TOKEN_HINT, TOKEN_LABEL } from '../enquiry-copy.ts';
import { EnquirySent } from './enquiry-sent.tsx';
import { CollectionNotice } from '@/components/ui/collection-notice.tsx';

type Status = 'editing' | 'submitting' | 'sent';

/** The chosen file, or null when none is: an empty file input still sends a nameless part. */
function chosenFile(form: FormData): File | null {
  const file = form.get(ENQUIRY_FILE_FIELD);
  return file instanceof File && file.name !== '' ? file : null;
}

/**
 * The photo reducer's front, fetched when first needed (decision 032); the browser keeps
 * the module, so later calls cost nothing. The sender is not fetched so: a browser keeps a
 * failed fetch of a module too, so a sender that could not be fetched while offline could
 * never be fetched again in that page, and the visitor back online could not send.
 */
const photoReducer = () => import('../enquiry-upload.ts');

/** The file to send for the one chosen; as chosen when the reducer could not be fetched (offline). */
async function prepareFile(chosen: File): Promise<PreparedFile> {
  try {
    return await (await photoReducer()).prepareUploadFile(chosen);
  } catch {
    return { file: chosen, note: null };
  }
}

/**
 * The contact enquiry and the script upload: one native form, uncontrolled, so
 * whatever the visitor typed or chose stays in place after any error or a cancel.
 * A large photo is reduced as soon as it is chosen, and the reduced copy is sent
 * (decision 030).
 */
export function EnquiryForm({ kind }: { kind: EnquiryKind }) {
  const copy = ENQUIRY_COPY[kind];
  const [status, setStatus] = useState<Status>('editing');
  const [error, setError] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [startedAgain, setStartedAgain] = useState(false);
  const honeypotId = useId();
  const upload = useUpload();
  const submitRef = useRef<HTMLButtonElement>(null);
  // The file chosen and what will be sent for it; a ref, so a submit sees the latest choice.
  const prepared = useRef<{ chosen: File; ready: Promise<PreparedFile> } | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);

  function chooseFile(chosen: File | undefined) {
    setFileNote(null);
    if (!chosen) {
      prepared.current = null;
      return;
    }
    const ready = prepareFile(chosen);
    prepared.current = { chosen, ready };
    void ready.then(({ note }) => {
      if (prepared.current?.chosen === chosen) setFileNote(note);
    });
  }

  /** What to send for the chosen file: its reduced copy, once ready, if it has one. */
  async function fileToSend(chosen: File): Promise<File> {
    if (prepared.current?.chosen !== chosen) return chosen;
    return (await prepared.current.ready).file;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = chosenFile(form);
    const file = chosen && (await fileToSend(chosen));
    if (file === null) form.delete(ENQUIRY_FILE_FIELD);
    else form.set(ENQUIRY_FILE_FIELD, file, file.name);
    const token = String(form.get(ENQUIRY_TOKEN_FIELD) ?? '');
    const badToken = copy.takesToken ? escriptTokenProblem(token) : null;
    setTokenError(badToken);
    // The script upload needs its file or its e-script token (decision 026).
    const missing = copy.takesToken && file === null && token.trim() === '' ? ENQUIRY_MESSAGES.scriptRequired : null;
    const problem = badToken ?? missing ?? (file && attachmentProblem(file));
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setStatus('submitting');
    const progress = upload.begin();
    try {
      await submitEnquiry(form, progress);
      setStatus('sent');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Something went wrong.');
      setStatus('editing');
    } finally {
      upload.end();
    }
  }

  function cancelUpload() {
    upload.cancel();
    // Cancel goes away with the upload: keep the keyboard where the next step is.
    requestAnimationFrame(() => submitRef.current?.focus());
  }

  function clearErrors() {
    setError(null);
    setTokenError(null);
  }

  if (status === 'sent') {
    return (
      <EnquirySent
        copy={copy}
        onAgain={() => {
          prepared.current = null;
          setFileNote(null);
          setStartedAgain(true);
          setStatus('editing');
        }}
      />
    );
  }

  return (
    <form
      className="form enquiry-form"
      onSubmit={(event) => void handleSubmit(event)}
      onChange={clearErrors}
      // Fetch the photo reducer while the visitor fills in the form; without it a file goes as chosen.
      onFocus={() => void photoReducer().catch(() => undefined)}
    >
      <input type="hidden" name="subject" value={ENQUIRY_SUBJECTS[kind]} />
      <div className="form-row">
        <FormField label="First Name">
          {(control) => (
            <input
              {...control}
              name="firstName"
              autoComplete="given-name"
              maxLength={ENQUIRY_MAX_LENGTHS.name}
              required
              // Only after "Submit Another": never steal focus on arrival.
              autoFocus={startedAgain}
            />
          )}
        </FormField>
        <FormField label="Last Name">
          {(control) => (
            <input {...control} name="lastName" autoComplete="family-name" maxLength={ENQUIRY_MAX_LENGTHS.name} required />
          )}
        </FormField>
      </div>
      <FormField label="Email">
        {(control) => (
          <input {...control} name="email" type="email" autoComplete="email" maxLength={ENQUIRY_MAX_LENGTHS.email} required />
        )}
      </FormField>
      <FormField label="Contact Number">
        {(control) => (
          <input
            {...control}
            name="contactNumber"
            type="tel"
            autoComplete="tel"
            maxLength={ENQUIRY_MAX_LENGTHS.contactNumber}
            required
          />
        )}
      </FormField>
      <FormField label={copy.fileLabel} hint={ATTACHMENT_HINT}>
        {(control) => (
          <input
            {...control}
            name={ENQUIRY_FILE_FIELD}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            required={copy.fileRequired}
            onChange={(event) => chooseFile(event.target.files?.[0])}
          />
        )}
      </FormField>
      <p role="status" className="field-note">
        {fileNote}
      </p>
      {copy.takesToken && (
        <FormField label={TOKEN_LABEL} hint={TOKEN_HINT} error={tokenError ?? undefined}>
          {(control) => (
            <input
              {...control}
              name={ENQUIRY_TOKEN_FIELD}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={ESCRIPT_TOKEN_MAX_LENGTH}
            />
          )}
        </FormField>
      )}
      <FormField label="Notes (optional)">
        {(control) => <textarea {...control} name="notes" rows={3} maxLength={ENQUIRY_MAX_LENGTHS.notes} />}
      </FormField>
      {/* A trap for bots that fill in every field; people never see or reach it. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input id={honeypotId} name={ENQUIRY_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <CollectionNotice kind={kind === 'script' ? 'script' : 'enquiry'} />
      <FormError message={error} />
      <UploadStatus progress={upload.progress} onCancel={cancelUpload} label={copy.progressLabel} />
      <button ref={submitRef} type="submit" className="button button--primary" disabled={status === 'submitting'}>
        {status === 'submitting' ? SUBMITTING_LABEL : copy.submitLabel}
      </button>
    </form>
  );
}
