// AI drafts of rubrics through the generateDraft callable: the rubric's AI panel (a whole
// rubric, a student version) and each criterion's. Nothing here saves; the editor that receives
// a draft does.
export { RubricAi } from './RubricAi';
export { CriterionAi } from './CriterionAi';
export { RubricDraftPanel, type RubricDraftDefaults } from './RubricDraftPanel';
export { rubricDraftRequest, type RubricDraftContext } from './rubric-request';
