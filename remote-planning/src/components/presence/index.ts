export { usePresence, type Teammate } from './use-presence';
export { useFocusedItem, PRESENCE_ITEM_ATTRIBUTE } from './use-focused-item';
export { PresenceList, namesByItem } from './PresenceList';
