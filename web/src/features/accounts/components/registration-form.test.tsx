/// <reference types="google.maps" />
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getEnv, type ClientEnv } from '@/lib/env.ts';
import { registerPractitioner } from '../api/register-practitioner.ts';
import type { AddressComponent } from '@/components/places/address-from-place.ts';
import { clinicInCanberra, unitInSydneyCbd } from '@/components/places/test-places.ts';
import { RegistrationForm } from './registration-form.tsx';

// Firebase and the server are covered by the browser tests against the emulators.
vi.mock('../api/register-practitioner.ts', () => ({ registerPractitioner: vi.fn() }));
vi.mock('@/lib/env.ts', () => ({ getEnv: vi.fn() }));

/**
 * A stand-in for the Places library (Places API (New)), at the SDK boundary: it
 * records every suggestion request and every details request the form makes, and
 * answers from a small list of Australian places.
 */
const useMapsLibrary = vi.fn();
vi.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children }: { children: React.ReactNode }) => children,
  useMapsLibrary: (name: string) => useMapsLibrary(name),
}));

interface KnownPlace {
  id: string;
  name: string;
  secondary: string;
  components: AddressComponent[];
}
const WODEN_PRACTICE: KnownPlace = {
  id: 'place-woden',
  name: 'Woden Family Practice',
  secondary: '1 Bowes Street, Phillip ACT, Australia',
  components: clinicInCanberra,
};
const GEORGE_STREET: KnownPlace = {
  id: 'place-george',
  name: '3/100 George Street',
  secondary: 'Sydney NSW, Australia',
  components: unitInSydneyCbd,
};
class FakeSessionToken {}
const suggestionRequests: google.maps.places.AutocompleteRequest[] = [];
const detailsRequests: { placeId: string; fields: string[] }[] = [];
const prediction = (place: KnownPlace) => ({
  placeId: place.id,
  text: { text: `${place.name}, ${place.secondary}` },
  mainText: { text: place.name },
  secondaryText: { text: place.secondary },
  toPlace: () => ({
    fetchFields: async ({ fields }: { fields: string[] }) => {
      detailsRequests.push({ placeId: place.id, fields });
      return { place: { displayName: place.name, addressComponents: place.components } };
    },
  }),
});
const fakePlaces = {
  AutocompleteSessionToken: FakeSessionToken,
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions: async (request: google.maps.places.AutocompleteRequest) => {
      suggestionRequests.push(request);
      const typed = request.input.toLocaleLowerCase('en-AU');
      const matching = [WODEN_PRACTICE, GEORGE_STREET].filter((place) => place.name.toLocaleLowerCase('en-AU').includes(typed));
      return { suggestions: matching.map((place) => ({ placePrediction: prediction(place) })) };
    },
  },
};

const register = vi.mocked(registerPractitioner);
const env = (mapsKey?: string) => vi.mocked(getEnv).mockReturnValue({ VITE_MAPS_API_KEY: mapsKey } as ClientEnv);

function renderForm() {
  render(
    <MemoryRouter>
      <RegistrationForm />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First Name': 'Sam',
    'Last Name': 'Lee',
    'Practitioner Number': 'MED0001234567',
    'Clinic Name': 'Harbour Family Clinic',
    'Street Address': '100 George Street',
    City: 'Sydney',
    Postcode: '2000',
    Email: 'sam@example.com',
    Password: 'secret-password',
    'Confirm Password': 'secret-password',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
  await user.selectOptions(screen.getByLabelText('State'), 'New South Wales');
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Register' }));

beforeEach(() => {
  register.mockReset();
  useMapsLibrary.mockReset();
  suggestionRequests.length = 0;
  detailsRequests.length = 0;
  env(undefined);
});

describe('practitioner registration form', () => {
  it('asks for every spec field, with Australia as the default country and full state names', () => {
    renderForm();
    for (const label of ['First Name', 'Last Name', 'Practitioner Number', 'Clinic Name', 'Street Address', 'City']) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveValue('');
    }
    expect(screen.getByLabelText('Practitioner Number')).toHaveAttribute('placeholder', 'e.g. MED0001234567');
    expect(screen.getByLabelText('Country')).toHaveValue('Australia');
    expect(within(screen.getByLabelText('State')).getByRole('option', { name: 'Western Australia' })).toHaveValue('WA');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/practitioners');
  });

  it('says what is missing instead of registering, with the address message once', async () => {
    const user = renderForm();
    await submit(user);
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in all address fields (Address, City, State, Postcode).')).toHaveLength(1);
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });

  it('rejects passwords that differ', async () => {
    const user = renderForm();
    await fillIn(user, { 'Confirm Password': 'other-password' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(register).not.toHaveBeenCalled();
  });

  it('registers the details with the address on one line, then shows "Check Your Email!"', async () => {
    register.mockResolvedValue();
    const user = renderForm();
    await fillIn(user);
    await submit(user);

    const heading = await screen.findByRole('heading', { name: 'Check Your Email!' });
    expect(heading).toHaveFocus();
    expect(register).toHaveBeenCalledWith(
      {
        firstName: 'Sam',
        lastName: 'Lee',
        practitionerNumber: 'MED0001234567',
        clinicName: 'Harbour Family Clinic',
        clinicAddress: '100 George Street, Sydney NSW 2000, Australia',
        email: 'sam@example.com',
      },
      'secret-password',
    );
    expect(heading.parentElement).toHaveTextContent(/verification link to sam@example\.com\..*expires in 24 hours/);
    expect(screen.getByRole('link', { name: 'View FAQs' })).toHaveAttribute('href', '/faqs');
  });

  it('keeps every value when registering fails', async () => {
    register.mockRejectedValue(Object.assign(new Error('Firebase'), { code: 'auth/email-already-in-use' }));
    const user = renderForm();
    await fillIn(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please try logging in instead.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('secret-password');
    expect(screen.getByLabelText('State')).toHaveValue('NSW');
  });

  it('without a Maps key, loads no Maps code and the address is typed by hand', async () => {
    const user = renderForm();
    await fillIn(user);
    expect(useMapsLibrary).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
    expect(screen.getByLabelText('Street Address')).toHaveValue('100 George Street');
  });

  it('with a Maps key, suggests Australian clinics as the name is typed and fills the address from the one chosen by keyboard', async () => {
    env('maps-key');
    useMapsLibrary.mockReturnValue(fakePlaces);
    const user = renderForm();
    const clinicName = screen.getByLabelText('Clinic Name');
    await vi.waitFor(() => expect(clinicName).toHaveAttribute('role', 'combobox'));
    expect(useMapsLibrary).toHaveBeenCalledWith('places');
    expect(clinicName).toHaveAttribute('aria-expanded', 'false');

    await user.type(clinicName, 'Woden');
    const list = await screen.findByRole('listbox', { name: 'Suggested clinics' });
    // The input says it is expanded in the render after the list appears (a busy machine shows the gap).
    await vi.waitFor(() => expect(clinicName).toHaveAttribute('aria-expanded', 'true'));
    expect(clinicName).toHaveAttribute('aria-controls', list.id);
    const option = within(list).getByRole('option', { name: /Woden Family Practice/ });
    expect(option).toHaveTextContent('1 Bowes Street, Phillip ACT, Australia');
    expect(screen.getByText('Powered by Google')).toBeInTheDocument();
    // One request after the typing pause, not one per keystroke: Australian businesses, in Australian English.
    expect(suggestionRequests).toHaveLength(1);
    expect(suggestionRequests[0]).toMatchObject({
      input: 'Woden',
      includedPrimaryTypes: ['establishment'],
      includedRegionCodes: ['au'],
      language: 'en-AU',
      region: 'au',
    });
    expect(suggestionRequests[0]?.sessionToken).toBeInstanceOf(FakeSessionToken);

    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(clinicName).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');

    await vi.waitFor(() => expect(clinicName).toHaveValue('Woden Family Practice'));
    expect(screen.getByLabelText('Street Address')).toHaveValue('1 Bowes Street');
    expect(screen.getByLabelText('City')).toHaveValue('Phillip');
    expect(screen.getByLabelText('State')).toHaveValue('ACT');
    expect(screen.getByLabelText('Postcode')).toHaveValue('2606');
    expect(screen.getByLabelText('Country')).toHaveValue('Australia');
    // Only the fields the form fills are asked for (Google bills by field).
    expect(detailsRequests).toEqual([{ placeId: 'place-woden', fields: ['addressComponents', 'displayName'] }]);
    // Enter chose the suggestion; it did not submit the form.
    expect(register).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(clinicName).toHaveAttribute('aria-expanded', 'false');
  });

  it('with a Maps key, suggests street addresses once three characters are typed; a click chooses, Escape closes', async () => {
    env('maps-key');
    useMapsLibrary.mockReturnValue(fakePlaces);
    const user = renderForm();
    const street = screen.getByLabelText('Street Address');
    await vi.waitFor(() => expect(street).toHaveAttribute('role', 'combobox'));

    await user.type(street, '3/');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(suggestionRequests).toEqual([]);

    await user.type(street, '1');
    await screen.findByRole('listbox', { name: 'Suggested addresses' });
    expect(suggestionRequests[0]).toMatchObject({ input: '3/1', includedPrimaryTypes: ['street_address', 'premise', 'subpremise'] });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(street).toHaveValue('3/1');

    await user.type(street, '00 George');
    const list = await screen.findByRole('listbox', { name: 'Suggested addresses' });
    // The same session until a place is chosen.
    expect(suggestionRequests.at(-1)?.sessionToken).toBe(suggestionRequests[0]?.sessionToken);
    await user.click(within(list).getByRole('option', { name: /3\/100 George Street/ }));
    await vi.waitFor(() => expect(street).toHaveValue('3/100 George Street'));
    expect(screen.getByLabelText('City')).toHaveValue('Sydney');
    expect(screen.getByLabelText('State')).toHaveValue('NSW');
    expect(screen.getByLabelText('Postcode')).toHaveValue('2000');
    // The street field leaves the clinic name alone.
    expect(screen.getByLabelText('Clinic Name')).toHaveValue('');
    expect(street).toHaveFocus();
  });

  it('with a Maps key that Google refuses, the address is typed by hand as usual', async () => {
    env('maps-key');
    const refusing = {
      ...fakePlaces,
      AutocompleteSuggestion: { fetchAutocompleteSuggestions: () => Promise.reject(new Error('REQUEST_DENIED')) },
    };
    useMapsLibrary.mockReturnValue(refusing);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = renderForm();
    const street = screen.getByLabelText('Street Address');
    await vi.waitFor(() => expect(street).toHaveAttribute('role', 'combobox'));
    await user.type(street, '100 George Street');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Google Places suggestions could not be loaded.', expect.any(Error)));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(street).toHaveAttribute('aria-expanded', 'false');
    await fillIn(user, { 'Street Address': '' });
    expect(street).toHaveValue('100 George Street');
    await submit(user);
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    warn.mockRestore();
  });
});
