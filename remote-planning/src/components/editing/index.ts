// What every versioned editor of this area shares: the toolbar, the questions a merge asks, the
// leave guard and its dialog, the offer to restore unsaved changes, what the toolbar says of the
// save, and Ctrl/Cmd+S.
export { ConflictQuestions, type ConflictAnswer, type ConflictQuestion } from './ConflictQuestions';
export { EditorToolbar } from './EditorToolbar';
export { LeaveConfirmDialog } from './LeaveConfirmDialog';
export { RestoreDraftOffer, type RestoreDraftOfferProps } from './RestoreDraftOffer';
export { saveStatus, type SaveStatus } from './save-status';
export { useLeaveGuard } from './use-leave-guard';
export { useSaveShortcut } from './use-save-shortcut';
export { useUnloadGuard } from './use-unload-guard';
export { AUTOSAVE_DELAY_MS, useLocalAutosave, type LocalAutosave } from './use-local-autosave';
