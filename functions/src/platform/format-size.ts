/** A file size for people: "512 bytes", "2.0 KB", "9.5 MB" (in the pharmacy's e-mail and the dev mail page); one with the patient bundle's. */
export { formatFileSize as formatSize } from '@pharmacy/shared';
