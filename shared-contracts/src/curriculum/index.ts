/**
 * The curriculum domain: standards frameworks, standards and classrooms as zod schemas, their
 * validation (codes of translated messages) and the pure browsing rules (filter, group).
 */
export * from './standards';
export * from './classroom';
export * from './validation';
export * from './browse';
export * from './team-frameworks';
export * from './standard-relevance';
