import { z } from 'zod';

// The same shapes as the domain topic's IdSchema and TimestampSchema. Declared here because the
// domain topic reaches the theme (browser code), and the Cloud Functions import this topic.
export const IdSchema = z.string().trim().min(1);
export const TimestampSchema = z.date();

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
