export type { AppEvents, AppEventName } from './app-events';
export { publish, subscribe, lastPayload } from './event-bus';
