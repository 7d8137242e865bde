// A job's reply schema (zod 4, shared with the web app) as the JSON Schema Genkit validates
// replies against. Genkit bundles zod 3 for its own schemas; going through JSON Schema keeps the
// two zods apart instead of mixing their types.
import { toJSONSchema } from 'zod';
import type { JSONSchema7 } from 'genkit';
import type { DraftJob } from './draft-job';

const cache = new WeakMap<object, JSONSchema7>();

/**
 * The JSON Schema of what the model must reply (draft-07, the dialect Genkit's validator
 * reads), describing input, so fields with defaults may be left out as `parse` allows; none for
 * a job without a reply schema.
 */
export function replyJsonSchema(
  job: Pick<DraftJob<object, unknown>, 'replySchema'>,
): JSONSchema7 | undefined {
  const schema = job.replySchema;
  if (!schema) return undefined;
  let json = cache.get(schema);
  if (!json) {
    json = toJSONSchema(schema, {
      target: 'draft-7',
      io: 'input',
      // Transforms and refinements have no JSON form; `parse` still checks them.
      unrepresentable: 'any',
    }) as JSONSchema7;
    cache.set(schema, json);
  }
  return json;
}
