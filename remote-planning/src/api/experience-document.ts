// Experience documents to and from the domain types. Lenient on read (a field an older client
// did not write gets its default, and a step the schema refuses is left out and listed in
// `unreadable` for the page to mark) and strict on write (the schema and the rules check it).
import { Timestamp, type DocumentData } from 'firebase/firestore';
import {
  ExperienceContentSchema,
  ExperienceSchema,
  ReflectionSchema,
  decodeExperience,
  type Experience,
  type Reflection,
  type Unreadable,
} from '@lesson-planner/shared-contracts/planning';

/** What the form edits; the owner, versions, times and id are the data layer's business. */
export type ExperienceInput = Omit<
  Experience,
  'id' | 'ownerId' | 'version' | 'baseVersion' | 'updatedBy' | 'createdAt' | 'updatedAt'
>;

const toDate = (value: unknown): Date =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : new Date();

export const toExperience = (id: string, data: DocumentData): Experience & Unreadable =>
  decodeExperience({
    ...data,
    id,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  });

export const toReflection = (id: string, data: DocumentData): Reflection =>
  ReflectionSchema.parse({ ...data, id, createdAt: toDate(data.createdAt) });

/** What a teacher writes, with each step's id. */
const SavedContentSchema = ExperienceContentSchema.extend({ steps: ExperienceSchema.shape.steps });

/**
 * The fields every save writes, parsed by the schema (trimmed, defaults filled; a ZodError
 * for what the form should have caught), in the exact set the rules expect.
 */
export function experienceFields(input: ExperienceInput) {
  const content = SavedContentSchema.parse({
    ...input,
    // The form edits materials as lines: blank ones are not materials.
    materials: input.materials.map((item) => item.trim()).filter(Boolean),
  });
  return {
    ...content,
    subject: input.subject.trim(),
    grade: input.grade.trim(),
    unitIds: [...new Set(input.unitIds)],
    rubricId: input.rubricId,
    status: input.status,
    collaboratorIds: [...new Set(input.collaboratorIds)],
  };
}

/** The editable part of a stored experience, as the form starts from it. */
export const experienceInputOf = (experience: Experience): ExperienceInput => {
  const {
    id: _id,
    ownerId: _owner,
    version: _version,
    baseVersion: _base,
    updatedBy: _by,
    createdAt: _created,
    updatedAt: _updated,
    ...input
  } = experience;
  return input;
};
