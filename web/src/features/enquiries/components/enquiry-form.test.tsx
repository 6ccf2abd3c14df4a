import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_API_PATH, ENQUIRY_MESSAGES, ENQUIRY_SUBJECTS, ESCRIPT_TOKEN_MESSAGES, type EnquiryKind } from '@pharmacy/shared';
import { stubXhrWithFetch } from '@/test/fetch-backed-xhr.ts';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { UPLOAD_MESSAGES } from '@/lib/upload-messages.ts';
import { EnquiryForm } from './enquiry-form.tsx';

// jsdom leaves files chosen by user-event out of FormData and the form's validity:
// files are covered in a real browser by tests/e2e/enquiry.spec.ts.
const fetchMock = stubFetch();
// The form uploads with XMLHttpRequest (for its progress): answered here through fetchMock.
stubXhrWithFetch();

function renderForm(kind: EnquiryKind) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <EnquiryForm kind={kind} />
    </MemoryRouter>,
  );
  return user;
}

const field = (name: string) => screen.getByLabelText(name);
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Sam');
  await user.type(field('Last Name'), 'Citizen');
  await user.type(field('Email'), 'sam@example.com');
  await user.type(field('Contact Number'), '0412 345 678');
  await user.type(field('Notes (optional)'), 'Please call after 3pm.');
}

function expectValuesKept() {
  expect(field('First Name')).toHaveValue('Sam');
  expect(field('Last Name')).toHaveValue('Citizen');
  expect(field('Email')).toHaveValue('sam@example.com');
  expect(field('Contact Number')).toHaveValue('0412 345 678');
  expect(field('Notes (optional)')).toHaveValue('Please call after 3pm.');
}

/** The whole thank-you sentence, "Thank you!" included. */
const sentMessage = async () => (await screen.findByText('Thank you!')).parentElement;

describe('contact enquiry form', () => {
  it.each([
    ['contact', 'to answer your enquiry'],
    ['script', 'An uploaded script is an advance copy'],
  ] as const)('the %s form says, before it is sent, why the details are collected and links to the Privacy Policy', (kind, why) => {
    renderForm(kind);
    const notice = screen.getByText(new RegExp(why)).closest('p');
    expect(notice).toHaveTextContent('stored in Sydney');
    expect(notice).toHaveTextContent('provider in the United States');
    expect(within(notice!).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('offers the spec fields, with the file types and size limit stated', () => {
    renderForm('contact');
    for (const label of ['First Name', 'Last Name', 'Email', 'Contact Number']) expect(field(label)).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Contact Number')).toHaveAttribute('type', 'tel');
    expect(field('Attachment (optional)')).not.toBeRequired();
    expect(field('Attachment (optional)')).toHaveAccessibleDescription('PDF, JPG or PNG, up to 10 MB');
    expect(field('Notes (optional)')).toHaveAttribute('rows', '3');
    // The honeypot is out of reach of people and assistive technology.
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
  });

  it('sends the form as multipart, shows "Submitting..." meanwhile, then thanks the visitor', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderForm('contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ENQUIRY_API_PATH);
    expect(init?.method).toBe('POST');
    const sent = init?.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      subject: ENQUIRY_SUBJECTS.contact,
      firstName: 'Sam',
      lastName: 'Citizen',
      email: 'sam@example.com',
      contactNumber: '0412 345 678',
      notes: 'Please call after 3pm.',
      website: '',
    });

    answer(jsonResponse(201, { success: true, id: 'abc' }));
    expect(await sentMessage()).toHaveTextContent(
      "Thank you! Your message has been sent. We'll get back to you shortly.",
    );
    expect(screen.queryByRole('button', { name: 'Send Enquiry' })).toBeNull();
  });

  it('sends no attachment part when no file is chosen', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, id: 'abc' }));
    const user = renderForm('contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await sentMessage();
    expect((fetchMock.mock.calls[0]![1]?.body as FormData).has('attachment')).toBe(false);
  });

  it('"Submit Another Enquiry" returns to an empty form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, id: 'abc' }));
    const user = renderForm('contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Another Enquiry' }));

    for (const label of ['First Name', 'Last Name', 'Email', 'Contact Number', 'Notes (optional)']) {
      expect(field(label)).toHaveValue('');
    }
    expect(field('First Name')).toHaveFocus();
  });

  it('shows the server reason after "Failed to send enquiry." and keeps every value', async () => {
    fetchMock.mockResolvedValue(jsonResponse(415, { error: ENQUIRY_MESSAGES.fileType, code: 'unsupported_file_type' }));
    const user = renderForm('contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to send enquiry. ${ENQUIRY_MESSAGES.fileType}`);
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
    expectValuesKept();
  });

  it('says only "Failed to send enquiry." when the server gives no reason', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const user = renderForm('contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send enquiry\.$/);
  });

  it('explains an unreachable server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderForm('contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ENQUIRY_MESSAGES.network);
    expectValuesKept();
  });

  it('shows the upload\u2019s progress while it is sent, and Cancel keeps every value', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const user = renderForm('contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    expect(screen.getByRole('progressbar', { name: 'Enquiry upload' })).toBeInTheDocument();
    expect(screen.getByText('Starting upload...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.cancelled);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
    expectValuesKept();
  });

  it('clears the error as soon as a field changes', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderForm('contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await screen.findByRole('alert');
    await user.type(field('Notes (optional)'), '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('script upload form', () => {
  it('asks for the script file or its e-script token, and sends nothing without one', async () => {
    const user = renderForm('script');
    expect(field('Script File')).toHaveAccessibleDescription('PDF, JPG or PNG, up to 10 MB');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Script' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ENQUIRY_MESSAGES.scriptRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a token that is not one beside its field, keeping what was typed', async () => {
    const user = renderForm('script');
    await fillIn(user);
    await user.type(field('Or your e-script token (optional with a file)'), 'my script');
    await user.click(screen.getByRole('button', { name: 'Submit Script' }));
    expect(field('Or your e-script token (optional with a file)')).toHaveAccessibleDescription(
      expect.stringContaining(ESCRIPT_TOKEN_MESSAGES.invalid) as string,
    );
    expect(field('Or your e-script token (optional with a file)')).toHaveValue('my script');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the script subject with an e-script token instead of a file, and thanks the visitor', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, id: 'abc' }));
    const user = renderForm('script');
    await fillIn(user);
    await user.type(field('Or your e-script token (optional with a file)'), '1XPR352VP3QCX7BJD6');
    await user.click(screen.getByRole('button', { name: 'Submit Script' }));

    expect(await sentMessage()).toHaveTextContent(/^Thank you! Your script has been uploaded\./);
    const sent = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect(sent.get('subject')).toBe(ENQUIRY_SUBJECTS.script);
    expect(sent.get('escriptToken')).toBe('1XPR352VP3QCX7BJD6');
    await user.click(screen.getByRole('button', { name: 'Submit Another Script' }));
    expect(field('First Name')).toHaveValue('');
  });
});
