/** HTML for e-mails and pages built from text that may hold anything a user typed. */
import { LOCALE } from '@pharmacy/shared';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The HTML part of an e-mail whose plain-text part is `text`: the same words, each
 * blank-line-separated block a paragraph and each line break kept, everything
 * escaped. Built from the text, the two parts cannot say different things.
 */
export function htmlFromText(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>\n')}</p>`)
    .join('\n');
  return `<!doctype html>\n<html lang="${LOCALE}">\n<body>\n${paragraphs}\n</body>\n</html>\n`;
}
