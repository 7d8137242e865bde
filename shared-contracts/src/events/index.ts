export type { AppEvents, AppEventName } from './app-events';
export { publish, subscribe } from './event-bus';
