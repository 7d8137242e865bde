// The experience form and its rules, shared by the create and edit pages.
export { ExperienceForm, type ExperienceFormProps } from './ExperienceForm';
export {
  emptyExperience,
  experienceForUnit,
  experienceProblems,
  withDraftedContent,
  withStep,
  type ExperienceProblem,
} from './form-state';
