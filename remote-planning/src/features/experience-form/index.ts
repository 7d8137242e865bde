// The experience form and its rules, shared by the create and edit pages.
export { ExperienceForm, type ExperienceFormProps } from './ExperienceForm';
export {
  emptyExperience,
  experienceForUnit,
  experienceProblems,
  type ExperienceProblem,
} from './form-state';
export { DraftOutcome, ExperienceDraftPanel } from './ExperienceDraftPanel';
export { useExperienceDraft } from './use-experience-draft';
