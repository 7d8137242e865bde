// Rendering a component another area exposes on purpose (see FEDERATED_MODULES). Its own topic,
// so only the pages that have a slot load it.
export { FederatedSlot } from './FederatedSlot';
