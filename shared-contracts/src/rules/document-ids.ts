// Which strings Firestore takes as document ids: callables refuse a bad id as invalid input
// before any read or write, instead of failing with an internal error (or half-way through a batch).

/** Longest document id Firestore stores, in UTF-8 bytes. */
const MAX_DOCUMENT_ID_BYTES = 1500;

/**
 * Whether Firestore accepts `id` as a document id: not empty, no "/", not "." or "..", not a
 * reserved __name__, at most 1,500 bytes. Checked before writing, so a bad id is refused as
 * invalid input instead of failing a batch half-way.
 */
export const isValidDocumentId = (id: string): boolean =>
  id !== '' &&
  id !== '.' &&
  id !== '..' &&
  !id.includes('/') &&
  !/^__.*__$/s.test(id) &&
  new TextEncoder().encode(id).length <= MAX_DOCUMENT_ID_BYTES;
