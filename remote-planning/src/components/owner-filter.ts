// Whose things a list shows, the same way on every list (units, experiences, rubrics): everyone's,
// mine, or shared with me. What makes one "mine" is the list's to say (owned, or worked on).

export const OWNER_CHOICES = ['mine', 'shared'] as const;
/** '' for everyone's. */
export type OwnerChoice = (typeof OWNER_CHOICES)[number] | '';

/** A choice from untrusted text (the address, a select); anything else is everyone's. */
export const ownerChoiceOf = (value: string | null): OwnerChoice =>
  OWNER_CHOICES.find((choice) => choice === value) ?? '';

/** Whether a thing that is mine (or not) is shown under the choice. */
export const matchesOwner = (choice: OwnerChoice, mine: boolean): boolean =>
  choice === '' || (choice === 'mine') === mine;
