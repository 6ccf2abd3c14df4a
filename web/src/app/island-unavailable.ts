/**
 * Said above a public form's buttons when it was sent while its island could not be fetched
 * (entry-public.ts). A browser keeps a failed module fetch for the page's life
 * (whatwg/html#6768), so touching the form again may not fetch it again: only a reload does.
 */
export const ISLAND_UNAVAILABLE = "We couldn't reach our server to load this form. Please check your internet connection, then reload the page to send it.";
