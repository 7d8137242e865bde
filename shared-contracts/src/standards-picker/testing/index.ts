import {
  STANDARDS_PICKER_KEYS,
  type StandardsPickerKey,
} from '@lesson-planner/shared-contracts/standards-picker';

type Texts = { [key: string]: string | Texts };

/**
 * The picker's keys an area's namespace (its parsed English file) lacks under `keyPrefix`, for
 * the area's tests: a key missing there would show its path to teachers. A plural counts as
 * present by its `_other` form.
 */
export function missingPickerTexts(namespace: Texts, keyPrefix: string): StandardsPickerKey[] {
  let texts: Texts | string | undefined = namespace;
  for (const part of keyPrefix.split('.'))
    texts = typeof texts === 'object' ? texts[part] : undefined;
  const has = (key: string) => typeof texts === 'object' && typeof texts[key] === 'string';
  return STANDARDS_PICKER_KEYS.filter((key) => !has(key) && !has(`${key}_other`));
}
