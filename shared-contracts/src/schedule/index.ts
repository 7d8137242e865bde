/**
 * School time: schedule templates (term, day cycle, bell schedule, non-instructional days),
 * the calendar they make, and the pure placement of a unit's lessons on a classroom's meetings.
 * Dates are ISO 'yyyy-mm-dd' strings throughout, never local-time Date arithmetic.
 */
export * from './iso-date';
export * from './template';
export * from './calendar';
export * from './placement';
export * from './documents';
export * from './template-validation';
export * from './ical';
export * from './classroom-time';
export * from './unit-window';
export * from './team-map';
export * from './team-coverage';
export * from './school-year';
