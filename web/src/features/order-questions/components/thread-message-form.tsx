import { useRef, useState, type FormEvent } from 'react';
import {
  ATTACHMENT_ACCEPT,
  MAX_THREAD_FILE_BYTES,
  MAX_THREAD_TEXT_LENGTH,
  ORDER_QUESTION_MESSAGES,
  type OrderMessageKind,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { fileProblem } from '@/lib/file-problem.ts';
import { ThreadPostError, usePostThreadMessage } from '../api/post-thread-message.ts';

const COPY = {
  question: {
    formName: 'Ask the prescriber a question',
    label: 'Your question for the prescriber',
    hint: 'They are e-mailed that a question waits (the e-mail does not carry it) and answer in the portal.',
    required: ORDER_QUESTION_MESSAGES.questionRequired,
    send: 'Send question',
    sending: 'Sending question...',
    sent: 'Question sent. The order waits for the answer.',
    notNotified: 'Question saved, but the prescriber could not be e-mailed; it will be retried.',
  },
  answer: {
    formName: 'Answer the pharmacy',
    label: 'Your answer',
    hint: 'The pharmacy is told that you answered.',
    required: ORDER_QUESTION_MESSAGES.answerRequired,
    send: 'Send answer',
    sending: 'Sending answer...',
    sent: 'Answer sent to the pharmacy.',
    notNotified: 'Answer saved, but the pharmacy could not be e-mailed; it will be retried.',
  },
} as const;

const FILE_RULES = {
  maxBytes: MAX_THREAD_FILE_BYTES,
  wrongTypeMessage: ORDER_QUESTION_MESSAGES.fileType,
  tooLargeMessage: ORDER_QUESTION_MESSAGES.fileTooLarge,
};

interface ThreadMessageFormProps {
  kind: OrderMessageKind;
  requestId: string;
  /** Refreshes the order around the form once the message is stored. */
  onPosted: () => Promise<unknown>;
}

/**
 * A question (admin) or an answer (practitioner): text and an optional PDF, JPEG or
 * PNG. A refusal shows beside the field it is about, and the text and file stay.
 */
export function ThreadMessageForm({ kind, requestId, onPosted }: ThreadMessageFormProps) {
  const copy = COPY[kind];
  const post = usePostThreadMessage(onPosted);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ text?: string; file?: string; form?: string }>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (post.isPending) return;
    setOutcome(null);
    const file = fileInput.current?.files?.[0] ?? null;
    const found = {
      text: text.trim() === '' ? copy.required : text.length > MAX_THREAD_TEXT_LENGTH ? ORDER_QUESTION_MESSAGES.textTooLong : undefined,
      file: file ? (fileProblem(file, FILE_RULES) ?? undefined) : undefined,
    };
    setProblems(found);
    if (found.text || found.file) return;
    post.mutate(
      { kind, requestId, text, file },
      {
        onSuccess: ({ notified }) => {
          setText('');
          if (fileInput.current) fileInput.current.value = '';
          setOutcome(notified ? copy.sent : copy.notNotified);
        },
        onError: (error) => {
          const field = error instanceof ThreadPostError ? error.field : null;
          setProblems({ [field ?? 'form']: error.message });
        },
      },
    );
  }

  return (
    <form className="thread-form" aria-label={copy.formName} onSubmit={submit} noValidate>
      <FormField label={copy.label} hint={copy.hint} error={problems.text}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={text}
            maxLength={MAX_THREAD_TEXT_LENGTH}
            onChange={(event) => {
              setText(event.target.value);
              setProblems((current) => ({ ...current, text: undefined, form: undefined }));
            }}
          />
        )}
      </FormField>
      <FormField label="Attach a file (optional)" hint="PDF, JPG or PNG, up to 10 MB" error={problems.file}>
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            onChange={() => setProblems((current) => ({ ...current, file: undefined, form: undefined }))}
          />
        )}
      </FormField>
      <FormError message={problems.form} />
      <button type="submit" className="button button--primary" aria-disabled={post.isPending}>
        {post.isPending ? copy.sending : copy.send}
      </button>
      <div role="status">{outcome && <p className={`notice${outcome === copy.sent ? '' : ' notice--warning'}`}>{outcome}</p>}</div>
    </form>
  );
}
