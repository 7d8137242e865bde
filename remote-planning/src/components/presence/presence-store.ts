// The teammates present in the open document, kept outside the editor's components: the
// heartbeats and the focus they follow change often, and only what shows who is here (the
// list, the outline's marks) should draw again, when the people or their places change.
import { create } from 'zustand';
import type { Teammate } from './use-presence';

export const usePresenceStore = create<{ teammates: readonly Teammate[] }>()(() => ({
  teammates: [],
}));
