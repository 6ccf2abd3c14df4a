/**
 * The one kind of file the product takes, wherever it is sent: an enquiry's attachment,
 * an order item's script, a message on an order's questions. Here, below the features,
 * because all three use it; the public forms load it (web/vite.config.ts, decision 032).
 */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENT_LABEL = '10 MB';
/** The file input's `accept`; the server decides by the file's content, not its name or type. */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const ATTACHMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];
