// Writes of learning experiences, saved as whole versions (versioned-writes.ts; the editor
// combines both people's changes, experience-merge.ts), and of their reflections. A reflection is
// its own document: adding one never touches the experience, so it cannot conflict with an edit.
import { collection, deleteDoc, doc, runTransaction, serverTimestamp } from 'firebase/firestore';
import {
  reflectionSlotIds,
  type Experience,
  type Reflection,
} from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  experienceFields,
  experienceInputOf,
  toExperience,
  type ExperienceInput,
} from './experience-document';
import { PlanningFailure } from './planning-failure';
import { createVersioned, failed, saveOverVersion, type VersionedSave } from './versioned-writes';

/** Creates an experience owned by `uid` (version 1); resolves its id. */
export function createExperience(input: ExperienceInput, uid: string): Promise<string> {
  const fields = experienceFields(input);
  return createVersioned(
    'experiences',
    { ...fields, collaboratorIds: fields.collaboratorIds.filter((id) => id !== uid) },
    input.teamId,
    uid,
  );
}

export type ExperienceSave = VersionedSave<Experience>;

/**
 * Saves the edited fields over `baseVersion`; resolves the new version. When someone else saved
 * since, nothing is written and the saved experience comes back instead, so the editor can
 * combine both people's changes. The team and owner never change (they are not edited fields).
 */
export const saveExperience = (
  experienceId: string,
  input: ExperienceInput,
  baseVersion: number,
  uid: string,
): Promise<ExperienceSave> =>
  saveOverVersion(
    { collection: 'experiences', id: experienceId, notFound: 'experienceNotFound' },
    experienceFields(input),
    baseVersion,
    uid,
    toExperience,
  );

/**
 * A copy owned by `uid` in `teamId` (the same team or another of theirs), as a draft. Links
 * to units and the rubric are the source team's, so a copy into another team drops them.
 */
export async function duplicateExperience(
  source: Experience,
  teamId: string,
  title: string,
  uid: string,
): Promise<string> {
  const sameTeam = teamId === source.teamId;
  return createExperience(
    {
      ...experienceInputOf(source),
      title,
      teamId,
      status: 'draft',
      collaboratorIds: [],
      unitIds: sameTeam ? source.unitIds : [],
      rubricId: sameTeam ? source.rubricId : null,
      standards: sameTeam ? source.standards : [],
    },
    uid,
  );
}

export type ReflectionInput = Pick<Reflection, 'taughtOn' | 'worked' | 'change'>;

/**
 * Adds the caller's reflection in the first of their slots that is free (the rules take no
 * other id); resolves its id. With every slot taken it fails with `reflectionLimitReached`.
 * In a transaction, so two tabs adding at once never pick the same slot.
 */
export async function addReflection(
  experienceId: string,
  input: ReflectionInput,
  uid: string,
): Promise<string> {
  const db = await getDb();
  const reflections = collection(db, 'experiences', experienceId, 'reflections');
  return runTransaction(db, async (transaction) => {
    const slots = await Promise.all(
      reflectionSlotIds(uid).map((id) => transaction.get(doc(reflections, id))),
    );
    const free = slots.find((slot) => !slot.exists());
    if (!free) throw new PlanningFailure('reflectionLimitReached');
    transaction.set(free.ref, {
      authorId: uid,
      taughtOn: input.taughtOn,
      worked: input.worked.trim(),
      change: input.change.trim(),
      createdAt: serverTimestamp(),
    });
    return free.id;
  }).catch(failed);
}

/** Deletes a reflection (the author's own, or any as the team's leader), freeing its slot. */
export async function deleteReflection(experienceId: string, reflectionId: string): Promise<void> {
  const db = await getDb();
  await deleteDoc(doc(db, 'experiences', experienceId, 'reflections', reflectionId)).catch(failed);
}
