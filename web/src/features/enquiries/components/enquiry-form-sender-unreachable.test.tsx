import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ENQUIRY_MESSAGES } from '@pharmacy/shared';
import { stubXhrWithFetch } from '@/test/fetch-backed-xhr.ts';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { EnquiryForm } from './enquiry-form.tsx';

// The sender is fetched when the form is first focused (decision 032); here it never arrives,
// as when the connection dropped after the page loaded.
vi.mock('../enquiry-upload.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
// Were the sender there, the server would accept the enquiry.
const fetchMock = stubFetch();
fetchMock.mockResolvedValue(jsonResponse(201, { success: true, id: 'abc' }));
stubXhrWithFetch();

describe('enquiry form whose sender cannot be fetched', () => {
  it('says the spec\u2019s network message, sends nothing and keeps every value', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <EnquiryForm kind="contact" />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Citizen');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Contact Number'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ENQUIRY_MESSAGES.network);
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
    expect(screen.getByLabelText('First Name')).toHaveValue('Sam');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
