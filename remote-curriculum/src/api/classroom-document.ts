// What a classroom document holds from the form's fields: trimmed, without duplicates. Pure, so the store can apply a saved edit to its caches the same way.
import {
  standardRefKey,
  type ClassroomFields,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';

const uniqueRefs = (refs: readonly StandardRef[]): StandardRef[] => {
  const seen = new Map<string, StandardRef>();
  for (const { frameworkId, standardId } of refs)
    seen.set(standardRefKey({ frameworkId, standardId }), { frameworkId, standardId });
  return [...seen.values()];
};

/** The fields a teacher edits, trimmed; teamId is left out as it never changes after creation. */
export const editableFields = (fields: ClassroomFields) => ({
  name: fields.name.trim(),
  subject: fields.subject.trim(),
  gradeLevel: fields.gradeLevel.trim(),
  academicYear: fields.academicYear.trim(),
  teacherIds: [...new Set(fields.teacherIds)],
  standards: uniqueRefs(fields.standards),
});
