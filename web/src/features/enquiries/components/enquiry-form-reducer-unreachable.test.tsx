import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ENQUIRY_FILE_FIELD } from '@pharmacy/shared';
import { stubXhrWithFetch } from '@/test/fetch-backed-xhr.ts';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { EnquiryForm } from './enquiry-form.tsx';

// The photo reducer is fetched when the form is first focused (decision 032); here it never
// arrives, as when the connection dropped after the page loaded. The sender is the form's own.
vi.mock('../enquiry-upload.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
const fetchMock = stubFetch();
stubXhrWithFetch();

describe('enquiry form whose photo reducer cannot be fetched', () => {
  it('still sends the enquiry: the sender is the form’s own, not fetched when first needed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, id: 'abc' }));
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

    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    const sent = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect(sent.get('firstName')).toBe('Sam');
    expect(sent.has(ENQUIRY_FILE_FIELD)).toBe(false);
  });
});
