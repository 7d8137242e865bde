// The rubric editor's form and its checks, also used by the create page for an AI draft.
export { RubricFields } from './RubricFields';
export { problemsOf, type RubricProblem } from './rubric-problems';
