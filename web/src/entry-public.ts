/**
 * The one script a prerendered public page loads at once (decision 072): the header, the
 * accordion, the photos and the map work without React (app/public-page.ts), and a form
 * fetches its island (entry-island.tsx) the first time the visitor touches it.
 */
import { ISLAND_UNAVAILABLE } from './app/island-unavailable.ts';
import { enhancePublicPage } from './app/public-page.ts';

enhancePublicPage();

/** Shows ISLAND_UNAVAILABLE as the form's alert, above its buttons (once). */
function sayUnavailable(form: HTMLFormElement): void {
  let alert = form.querySelector<HTMLElement>('[data-island-unavailable]');
  if (!alert) {
    alert = document.createElement('p');
    alert.className = 'form-error';
    alert.setAttribute('role', 'alert');
    alert.dataset.islandUnavailable = '';
    form.querySelector('button[type="submit"]')?.before(alert);
  }
  alert.textContent = ISLAND_UNAVAILABLE;
}

/** Any of these inside an island means the visitor has started on it. */
const FIRST_TOUCH = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;

function wakeOnTouch(place: HTMLElement): void {
  let hydrated = false;
  let loading: Promise<void> | null = null;
  /** A form sent before its island ran: sent again, by the island, once it has. */
  let waitingForm: HTMLFormElement | null = null;

  const start = () => {
    loading ??= import('./entry-island.tsx')
      .then(({ hydrateIsland }) => hydrateIsland(place))
      .then(() => {
        hydrated = true;
        for (const type of FIRST_TOUCH) place.removeEventListener(type, start, true);
        // A file chosen before the island ran: let the form see the choice (it reduces a large photo).
        for (const input of place.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
          if (input.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }));
        }
        waitingForm?.requestSubmit();
        waitingForm = null;
      })
      .catch((error: unknown) => {
        // Offline or a deploy replaced the file: the next touch tries again (a browser that
        // keeps the failed fetch will fail again), and a send says to reload.
        loading = null;
        console.error(error);
        if (waitingForm) sayUnavailable(waitingForm);
        waitingForm = null;
      });
  };

  for (const type of FIRST_TOUCH) place.addEventListener(type, start, { capture: true, passive: true });
  // Never let the browser send the form itself (it would put the visitor's details in the address).
  place.addEventListener(
    'submit',
    (event) => {
      if (hydrated || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      waitingForm = event.target;
      start();
    },
    true,
  );
}

for (const place of document.querySelectorAll<HTMLElement>('[data-island]')) wakeOnTouch(place);
