import { useState, type FormEvent } from 'react';
import { DIRECTIONS_MAX_LENGTH, DIRECTIONS_MESSAGES, FAVOURITE_LIMITS, FavouriteInputSchema } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { productName } from '@/features/catalogue/index.ts';
import type { CartItem } from '@/features/orders/index.ts';
import { useSaveFavourite } from '../api/favourite-actions.ts';

export const SAVED_AS_FAVOURITE = 'Saved as a favourite.';

/**
 * "Save as favourite" on one cart line: its formula, strength, amount, directions (which
 * may be changed here), days' supply and notes, under a name. The patient and the script
 * are not kept: a favourite is used for any patient.
 */
export function SaveFavourite({ item }: { item: CartItem }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(() => productName(item));
  const [directions, setDirections] = useState(item.directions);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveFavourite();
  const product = productName(item);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { condition, formula, strength, amount, notes, daysSupply } = item;
    const input = { name, line: { condition, formula, strength, amount, directions, notes, ...(daysSupply !== null ? { daysSupply } : {}) } };
    const checked = FavouriteInputSchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(input, {
      onSuccess: () => {
        setSaved(true);
        setOpen(false);
      },
      onError: (failure) => setError(failure.message),
    });
  }

  if (!open) {
    return (
      <div className="save-favourite">
        <button type="button" className="button button--secondary" onClick={() => { setOpen(true); setSaved(false); }}>
          Save as favourite<span className="visually-hidden"> ({product})</span>
        </button>
        <p role="status" className="field-note">{saved ? SAVED_AS_FAVOURITE : ''}</p>
      </div>
    );
  }
  return (
    <form className="form save-favourite save-favourite--open" noValidate onSubmit={submit} aria-label={`Save ${product} as a favourite`}>
      <FormField label="Favourite name">
        {(control) => <input {...control} type="text" maxLength={FAVOURITE_LIMITS.name} value={name} onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <FormField label="Favourite directions" hint={DIRECTIONS_MESSAGES.directionsHint}>
        {(control) => (
          <textarea {...control} rows={2} maxLength={DIRECTIONS_MAX_LENGTH} value={directions} onChange={(event) => setDirections(event.target.value)} />
        )}
      </FormField>
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save favourite'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
