import type { WordDocument } from './word-document';

/** A name a file system accepts, from a title in any script. */
export const docxFileName = (title: string): string =>
  `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'document'}.docx`;

/**
 * Builds `document` as .docx and hands it to the browser as a download. The docx library is
 * imported here, on the click, so it never weighs on a page that is only read.
 */
export async function downloadWordDocument(document: WordDocument): Promise<void> {
  const { renderDocx } = await import('./render-docx');
  const blob = await renderDocx(document);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = docxFileName(document.title);
  link.click();
  // The download has started from the URL; give the browser a moment before revoking it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
