export { PresenceKeeper, type Teammate } from './use-presence';
export { PRESENCE_ITEM_ATTRIBUTE } from './use-focused-item';
export { PresenceList, useNamesByItem } from './PresenceList';
export { usePresenceStore } from './presence-store';
