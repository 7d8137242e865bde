// The experience task's requests from the editor's current value (unsaved changes included).
import {
  ExperienceContentSchema,
  type ExperienceContent,
  type ExperienceDraftMode,
  type GenerateDraftRequestFor,
} from '@lesson-planner/shared-contracts/planning';
import type { ExperienceInput } from '../../../api/experience-document';
import type { DraftOptions } from '../../../components/ai-draft';

/** The form's value as the request carries it, or null while the form does not validate. */
export function experienceContentOf(value: ExperienceInput): ExperienceContent | null {
  const content = ExperienceContentSchema.safeParse({
    ...value,
    // Empty lines are what a teacher leaves between materials, not materials.
    materials: value.materials.filter((item) => item.trim()),
  });
  return content.success ? content.data : null;
}

/**
 * A request of `mode` for the experience in the form: null without a team to pay, or, for the
 * modes that rework it, while the form does not validate.
 */
export function experienceDraftRequest(
  value: ExperienceInput,
  experienceId: string | null,
  mode: ExperienceDraftMode,
  options: DraftOptions,
  stepIndex: number | null = null,
): GenerateDraftRequestFor<'experience'> | null {
  if (!value.teamId) return null;
  const experience = mode === 'draft' ? null : experienceContentOf(value);
  if (mode !== 'draft' && !experience) return null;
  return {
    task: 'experience',
    teamId: value.teamId,
    experienceId,
    unitId: value.unitIds[0] ?? null,
    mode,
    idea: mode === 'draft' ? value.title.trim() : '',
    type: value.type,
    subject: value.subject,
    grade: value.grade,
    duration: value.duration,
    standards: value.standards,
    experience,
    stepIndex,
    language: options.language,
    instructions: options.instructions.trim(),
  };
}
