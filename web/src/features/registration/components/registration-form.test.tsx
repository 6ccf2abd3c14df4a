import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getEnv, type ClientEnv } from '@/lib/env.ts';
import { registerPractitioner } from '../api/register-practitioner.ts';
import type { AddressComponent } from '../address-from-place.ts';
import { RegistrationForm } from './registration-form.tsx';

// Firebase and the server are covered by the browser tests against the emulators.
vi.mock('../api/register-practitioner.ts', () => ({ registerPractitioner: vi.fn() }));
vi.mock('@/lib/env.ts', () => ({ getEnv: vi.fn() }));

/** A stand-in for the Places library: records each widget and lets a test choose a place. */
type AutocompleteOptions = { componentRestrictions?: unknown; types?: string[] };
const widgets: { input: HTMLInputElement; options: AutocompleteOptions; choose: (place: object) => void }[] = [];
const useMapsLibrary = vi.fn();
vi.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children }: { children: React.ReactNode }) => children,
  useMapsLibrary: (name: string) => useMapsLibrary(name),
}));
class FakeAutocomplete {
  private place: object = {};
  private onChange = () => {};
  constructor(input: HTMLInputElement, options: AutocompleteOptions) {
    widgets.push({
      input,
      options,
      choose: (place) => {
        this.place = place;
        this.onChange();
      },
    });
  }
  addListener(_event: string, handler: () => void) {
    this.onChange = handler;
    return { remove: () => {} };
  }
  getPlace() {
    return this.place;
  }
}

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
  widgets.length = 0;
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

  it('with a Maps key, suggests Australian places and fills the address from the chosen one', async () => {
    env('maps-key');
    useMapsLibrary.mockReturnValue({ Autocomplete: FakeAutocomplete });
    renderForm();
    await vi.waitFor(() => expect(widgets).toHaveLength(2));
    expect(useMapsLibrary).toHaveBeenCalledWith('places');
    const [clinic, street] = widgets;
    expect(clinic?.input).toBe(screen.getByLabelText('Clinic Name'));
    expect(street?.input).toBe(screen.getByLabelText('Street Address'));
    expect(clinic?.options).toMatchObject({ componentRestrictions: { country: 'au' }, types: ['establishment'] });
    expect(street?.options).toMatchObject({ componentRestrictions: { country: 'au' }, types: ['address'] });

    const components: AddressComponent[] = [
      { long_name: '1', short_name: '1', types: ['street_number'] },
      { long_name: 'Bowes Street', short_name: 'Bowes St', types: ['route'] },
      { long_name: 'Phillip', short_name: 'Phillip', types: ['locality', 'political'] },
      { long_name: 'Australian Capital Territory', short_name: 'ACT', types: ['administrative_area_level_1'] },
      { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
      { long_name: '2606', short_name: '2606', types: ['postal_code'] },
    ];
    act(() => clinic?.choose({ name: 'Woden Family Practice', address_components: components }));
    expect(screen.getByLabelText('Clinic Name')).toHaveValue('Woden Family Practice');
    expect(screen.getByLabelText('Street Address')).toHaveValue('1 Bowes Street');
    expect(screen.getByLabelText('City')).toHaveValue('Phillip');
    expect(screen.getByLabelText('State')).toHaveValue('ACT');
    expect(screen.getByLabelText('Postcode')).toHaveValue('2606');
  });
});
