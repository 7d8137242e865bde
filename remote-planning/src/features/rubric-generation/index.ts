// AI drafts of rubrics through the generateDraft callable: a whole rubric, a student version
// and one improved criterion. Nothing here saves; the editor that receives a draft does.
export { RubricDraftPanel, type RubricDraftDefaults } from './RubricDraftPanel';
export { StudentVersionPanel } from './StudentVersionPanel';
export { ImproveCriterionButton } from './ImproveCriterionButton';
export { rubricDraftRequest, type RubricDraftContext } from './rubric-request';
