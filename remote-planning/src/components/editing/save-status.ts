/** Where an editor's changes stand, as its toolbar says it (one translation key per state). */
export type SaveStatus = 'saving' | 'unsaved' | 'savedAt' | 'new' | 'upToDate';

/**
 * The one state the toolbar shows: a save under way first, then unsaved changes, then the time
 * of this visit's last save; otherwise a record not yet created, or one unchanged since it opened.
 */
export function saveStatus(editor: {
  saving: boolean;
  dirty: boolean;
  savedAt: Date | null;
  isNew?: boolean;
}): SaveStatus {
  if (editor.saving) return 'saving';
  if (editor.dirty) return 'unsaved';
  if (editor.savedAt) return 'savedAt';
  return editor.isNew ? 'new' : 'upToDate';
}
