import { hasVisibleText } from '@lesson-planner/shared-contracts/rules';
import {
  MAX_FRAMEWORK_NAME_LENGTH,
  MAX_STANDARD_CODE_LENGTH,
  MAX_STANDARD_DESCRIPTION_LENGTH,
  normaliseStandardCode,
  type StandardFields,
} from './standards';
import {
  ACADEMIC_YEAR_PATTERN,
  MAX_CLASSROOM_NAME_LENGTH,
  MAX_TEACHERS_PER_CLASSROOM,
  type ClassroomFields,
} from './classroom';

/**
 * Codes of the curriculum validation messages. Each is a key under `errors.` in the
 * `classroom` translation namespace; the English text lives there, not here.
 */
export const CURRICULUM_ERROR_CODES = [
  'codeRequired',
  'codeTooLong',
  'descriptionRequired',
  'descriptionTooLong',
  'duplicateCode',
  'frameworkNameRequired',
  'frameworkNameTooLong',
  'classroomNameRequired',
  'classroomNameTooLong',
  'teamRequired',
  'teacherRequired',
  'tooManyTeachers',
  'academicYearInvalid',
] as const;
export type CurriculumErrorCode = (typeof CURRICULUM_ERROR_CODES)[number];

export type FieldErrors<Field extends string> = Partial<Record<Field, CurriculumErrorCode>>;

/** Blank: nothing visible (spaces, zero-width characters and bidi controls only). */
const isBlank = (value: string | undefined): boolean => !value || !hasVisibleText(value);

/**
 * Checks one standard. `takenCodes` holds the normalised codes of the framework's other
 * standards (or of earlier rows of the same file), so a code is refused when it is used twice.
 */
export function validateStandardFields(
  fields: StandardFields,
  takenCodes: ReadonlySet<string> = new Set(),
): FieldErrors<keyof StandardFields> {
  const errors: FieldErrors<keyof StandardFields> = {};
  if (isBlank(fields.code)) errors.code = 'codeRequired';
  else if (fields.code.trim().length > MAX_STANDARD_CODE_LENGTH) errors.code = 'codeTooLong';
  else if (takenCodes.has(normaliseStandardCode(fields.code))) errors.code = 'duplicateCode';
  if (isBlank(fields.description)) errors.description = 'descriptionRequired';
  else if (fields.description.trim().length > MAX_STANDARD_DESCRIPTION_LENGTH)
    errors.description = 'descriptionTooLong';
  return errors;
}

export function validateFrameworkName(name: string): CurriculumErrorCode | null {
  if (isBlank(name)) return 'frameworkNameRequired';
  if (name.trim().length > MAX_FRAMEWORK_NAME_LENGTH) return 'frameworkNameTooLong';
  return null;
}

/** A school year written "2026", "2026-2027" or "2026–2027", the end year one after the start. */
export function isAcademicYear(value: string): boolean {
  const match = ACADEMIC_YEAR_PATTERN.exec(value.trim());
  if (!match) return false;
  return match[2] === undefined || Number(match[2]) === Number(match[1]) + 1;
}

export function validateClassroomFields(
  fields: ClassroomFields,
): FieldErrors<keyof ClassroomFields> {
  const errors: FieldErrors<keyof ClassroomFields> = {};
  if (isBlank(fields.name)) errors.name = 'classroomNameRequired';
  else if (fields.name.trim().length > MAX_CLASSROOM_NAME_LENGTH)
    errors.name = 'classroomNameTooLong';
  if (isBlank(fields.teamId)) errors.teamId = 'teamRequired';
  if (fields.teacherIds.length === 0) errors.teacherIds = 'teacherRequired';
  else if (fields.teacherIds.length > MAX_TEACHERS_PER_CLASSROOM)
    errors.teacherIds = 'tooManyTeachers';
  if (!isBlank(fields.academicYear) && !isAcademicYear(fields.academicYear))
    errors.academicYear = 'academicYearInvalid';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
