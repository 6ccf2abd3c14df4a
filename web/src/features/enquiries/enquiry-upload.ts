/**
 * What the enquiry form fetches only once the visitor turns to it: the front of the photo
 * reducer. The form loads this module when it is first focused and waits for it when a file
 * is chosen, so the contact and upload pages do not carry it at first (decision 032); if it
 * cannot be fetched, the file is sent as chosen. The sender is the form's own (a failed
 * fetch of a module is kept by the browser, so a lazily fetched sender lost offline would
 * stay lost in that page).
 */
export { prepareUploadFile } from '@/lib/photo-reduction.ts';
