// The units area's public surface: its pages, and the state a screen may pass when it returns
// to the units list.
export { unitPages } from './pages';
export type { UnitListLocationState } from './list';
