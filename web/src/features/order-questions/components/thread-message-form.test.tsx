import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_QUESTION_API_PATHS, ORDER_QUESTION_MESSAGES } from '@pharmacy/shared';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { ThreadMessageForm } from './thread-message-form.tsx';

vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('id-token') }));

const fetchMock = stubFetch();

function renderForm(kind: 'question' | 'answer') {
  const onPosted = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThreadMessageForm kind={kind} requestId="HC-260303-K7QX" onPosted={onPosted} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onPosted };
}

const renamed = () => new File(['#!/bin/sh'], 'script.pdf', { type: 'application/pdf' });

describe('ThreadMessageForm', () => {
  it('asks for the question beside the field and sends nothing while it is blank', async () => {
    const { user } = renderForm('question');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(screen.getByLabelText('Your question for the prescriber')).toHaveAccessibleDescription(
      expect.stringContaining(ORDER_QUESTION_MESSAGES.questionRequired),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server refusing the file beside the file, keeping the text and the file', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(415, { error: ORDER_QUESTION_MESSAGES.fileType, code: 'unsupported_file_type' }));
    const { user, onPosted } = renderForm('answer');
    await user.type(screen.getByLabelText('Your answer'), 'Use the sorbolene base.');
    await user.upload(screen.getByLabelText('Attach a file (optional)'), renamed());
    await user.click(screen.getByRole('button', { name: 'Send answer' }));

    const fileInput = screen.getByLabelText<HTMLInputElement>('Attach a file (optional)');
    expect(await screen.findByText(ORDER_QUESTION_MESSAGES.fileType)).toBeInTheDocument();
    expect(fileInput).toHaveAccessibleDescription(expect.stringContaining(ORDER_QUESTION_MESSAGES.fileType));
    expect(fileInput.files?.[0]?.name).toBe('script.pdf');
    expect(screen.getByLabelText('Your answer')).toHaveValue('Use the sorbolene base.');
    expect(onPosted).not.toHaveBeenCalled();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(ORDER_QUESTION_API_PATHS.answer);
    expect((init?.body as FormData).get('text')).toBe('Use the sorbolene base.');
  });

  it('clears itself and says so once the message is stored, and warns when the e-mail failed', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { success: true, messageId: 'm1', notified: false }));
    const { user, onPosted } = renderForm('question');
    await user.type(screen.getByLabelText('Your question for the prescriber'), 'Which base?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Question saved, but the prescriber could not be e-mailed; it will be retried.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your question for the prescriber')).toHaveValue('');
    expect(onPosted).toHaveBeenCalled();
  });
});
