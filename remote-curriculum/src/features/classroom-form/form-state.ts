// The fields a new classroom starts from. When it meets is set on its page afterwards (meeting
// slots on a schedule template), not in this form.
import type { ClassroomFields } from '@lesson-planner/shared-contracts/curriculum';

export const emptyFields = (teamId: string, teacherIds: string[]): ClassroomFields => ({
  name: '',
  subject: '',
  gradeLevel: '',
  academicYear: '',
  teamId,
  teacherIds,
  standards: [],
});
