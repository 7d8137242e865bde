// The AI panels of an experience and of its steps, shared by the create and edit pages.
export { ExperienceAi } from './ExperienceAi';
export { StepAi } from './StepAi';
