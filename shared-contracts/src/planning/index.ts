/**
 * The planning domain: units, unit plans and their lessons (also the shape AI drafts must have)
 * and the generation request, as zod schemas shared by the web app and the Cloud Functions.
 */
export * from './unit';
export * from './unit-copy';
export * from './lesson';
export * from './lesson-id';
export * from './plan-lesson';
export * from './experience';
export * from './generation';
export * from './classroom-unit';
export * from './draft-cost';
export * from './unit-plan';
export * from './coverage';
export * from './coverage-summary';
export * from './rubric';
export * from './rubric-level-names';
export * from './rubric-scoring';
export * from './rubric-conversion';
export * from './three-way-merge';
export * from './lesson-merge';
export * from './rubric-merge';
export * from './lenient-decode';
export * from './plan-review';
export * from './plan-changes';
export * from './presence';
