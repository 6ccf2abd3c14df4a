/**
 * What a prerendered public page does without React (decision 072): the burger menu, the
 * highlighted buttons pinned while scrolling, the way back to a signed-in portal, the FAQ
 * accordion, the team photos' placeholder and the map shown on request. Each works on the
 * markup the React components render (site-nav.tsx, highlighted-links.tsx,
 * faq-accordion.tsx, staff-photo.tsx, pharmacy-map.tsx), and behaves as they do in the SPA.
 * No import here may bring React or @pharmacy/shared's schemas: this is all the script a
 * content page loads.
 */
import { currentSessionHint } from '@/lib/session-hint-note.ts';

/** The burger menu: toggles, closes on Escape (back to its button) and on a press outside. */
export function enhanceMenu(root: ParentNode): void {
  const nav = root.querySelector<HTMLElement>('.site-nav[data-static-menu]');
  const button = nav?.querySelector<HTMLButtonElement>('.burger');
  if (!nav || !button) return;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => button.setAttribute('aria-expanded', String(open));
  button.addEventListener('click', () => setOpen(!isOpen()));
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && event.target instanceof Node && !nav.contains(event.target)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
}

/** Desktop: once the highlighted buttons' slot has scrolled above the window, pin them to the top. */
export function enhanceHighlightedLinks(root: ParentNode): void {
  const slot = root.querySelector<HTMLElement>('.highlight-slot');
  const links = slot?.querySelector<HTMLElement>('.highlighted-links');
  if (!slot || !links || typeof IntersectionObserver === 'undefined') return;
  new IntersectionObserver(([entry]) => {
    // Out of view *below* the fold (a short window) must not pin.
    const pinned = entry !== undefined && !entry.isIntersecting && entry.boundingClientRect.top < 0;
    links.toggleAttribute('data-pinned', pinned);
  }).observe(slot);
}

const PORTAL_LABELS = { admin: 'Signed in: Admin Dashboard', dashboard: 'Signed in: Practitioner Dashboard' } as const;

/**
 * With a portal session noted in this browser (decision 029), the login button leads back
 * to the portal, as in the SPA; the portal screen checks the real session.
 */
export function enhancePortalLink(root: ParentNode, portal = currentSessionHint()): void {
  const login = root.querySelector<HTMLAnchorElement>('.highlighted-links a[href="/practitioners"]');
  if (!login || !portal) return;
  login.href = `/${portal}`;
  login.textContent = PORTAL_LABELS[portal];
}

/** The FAQ accordion: a question opens its answer and closes any other; the open one closes again. */
export function enhanceAccordions(root: ParentNode): void {
  for (const accordion of root.querySelectorAll<HTMLElement>('.accordion')) {
    const buttons = [...accordion.querySelectorAll<HTMLButtonElement>('.accordion__button')];
    const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');
    for (const button of buttons) {
      button.addEventListener('click', () => {
        const opening = button.getAttribute('aria-expanded') !== 'true';
        for (const other of buttons) {
          const open = opening && other === button;
          other.setAttribute('aria-expanded', String(open));
          panelOf(other)?.toggleAttribute('hidden', !open);
        }
      });
    }
  }
}

/** A team photo that cannot be loaded shows the grey placeholder, once (no error loop). */
export function enhancePhotos(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    const fallBack = () => {
      const fallback = image.dataset.fallback;
      if (fallback && image.getAttribute('src') !== fallback) image.src = fallback;
    };
    // It may have failed before this script ran: finished, with no pixels.
    if (image.complete && image.naturalWidth === 0 && image.currentSrc !== '') fallBack();
    image.addEventListener('error', fallBack);
  }
}

/** Google's map loads only when asked for; focus continues from the map it opened. */
export function enhanceMaps(root: ParentNode): void {
  for (const map of root.querySelectorAll<HTMLElement>('.pharmacy-map[data-embed]')) {
    const consent = map.querySelector('.pharmacy-map__consent');
    const button = consent?.querySelector('button');
    button?.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = map.dataset.embed ?? '';
      frame.title = map.dataset.title ?? '';
      frame.loading = 'lazy';
      consent?.replaceWith(frame);
      frame.focus();
    });
  }
}

export function enhancePublicPage(root: ParentNode = document): void {
  enhanceMenu(root);
  enhanceHighlightedLinks(root);
  enhancePortalLink(root);
  enhanceAccordions(root);
  enhancePhotos(root);
  enhanceMaps(root);
}
