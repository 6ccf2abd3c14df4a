import { useState, type FormEvent } from 'react';
import { FAVOURITE_LIMITS, FavouriteRenameSchema, type Favourite, type MedicationDatabase } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { productName } from '@/features/catalogue/index.ts';
import { useDeleteFavourite, useRenameFavourite } from '../api/favourite-actions.ts';
import type { Listed } from '../api/read-favourites.ts';
import { lineProblem } from '../line-to-cart.ts';
import { SavedLineFacts } from './saved-line-facts.tsx';

interface FavouriteRowProps {
  favourite: Listed<Favourite>;
  database: MedicationDatabase;
  onAdd: () => void;
}

/** One favourite: what it holds, whether it is still offered, Add to cart, Rename and Delete. */
export function FavouriteRow({ favourite, database, onAdd }: FavouriteRowProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [name, setName] = useState(favourite.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameFavourite();
  const remove = useDeleteFavourite();
  const problem = lineProblem(favourite.line, database);

  function submitRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = FavouriteRenameSchema.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    rename.mutate({ id: favourite.id, name }, { onSuccess: () => { setMode('view'); setError(null); }, onError: (failure) => setError(failure.message) });
  }

  return (
    <li className="shortcut" aria-label={favourite.name}>
      <h4 className="shortcut__name">{favourite.name}</h4>
      <SavedLineFacts line={favourite.line} problem={problem} name={productName(favourite.line)} />
      {mode === 'rename' && (
        <form className="form" noValidate onSubmit={submitRename}>
          <FormField label={`New name for ${favourite.name}`}>
            {(control) => <input {...control} type="text" maxLength={FAVOURITE_LIMITS.name} value={name} onChange={(event) => setName(event.target.value)} />}
          </FormField>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={rename.isPending}>Save name</button>
            <button type="button" className="button button--secondary" onClick={() => setMode('view')}>Cancel</button>
          </div>
        </form>
      )}
      {mode === 'delete' && (
        <p className="shortcut__confirm">
          Delete the favourite {favourite.name}?{' '}
          <button type="button" className="button button--primary" disabled={remove.isPending} onClick={() => remove.mutate(favourite.id, { onError: (failure) => setError(failure.message) })}>
            Delete<span className="visually-hidden"> {favourite.name}</span>
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setMode('view')}>Keep it</button>
        </p>
      )}
      <FormError message={error} />
      {mode === 'view' && (
        <div className="button-row">
          <button type="button" className="button button--primary" disabled={problem !== null} onClick={onAdd}>
            Add to the cart<span className="visually-hidden"> ({favourite.name})</span>
          </button>
          <button type="button" className="button button--secondary" onClick={() => setMode('rename')}>
            Rename<span className="visually-hidden"> {favourite.name}</span>
          </button>
          <button type="button" className="button button--secondary" onClick={() => setMode('delete')}>
            Delete<span className="visually-hidden"> {favourite.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
