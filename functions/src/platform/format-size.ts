/** A file size for people: "512 bytes", "2.0 KB", "9.5 MB" (in the pharmacy's e-mail and the dev mail page). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
