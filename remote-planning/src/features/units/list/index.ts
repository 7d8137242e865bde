// What other unit screens share with the list (the page itself is loaded by the route).
export type { UnitListLocationState } from './UnitListPage';
