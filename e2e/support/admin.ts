import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { newUserProfile } from '@lesson-planner/shared-contracts/domain';

// Reads and prepares data behind the app's back, always through the local emulators.
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const app = () =>
  getApps().find((existing) => existing.name === 'e2e') ??
  initializeApp({ projectId: 'demo-lesson-planner' }, 'e2e');

export async function uidOf(email: string): Promise<string> {
  return (await getAuth(app()).getUserByEmail(email)).uid;
}

export async function readProfile(
  email: string,
): Promise<FirebaseFirestore.DocumentData | undefined> {
  const snapshot = await getFirestore(app())
    .collection('users')
    .doc(await uidOf(email))
    .get();
  return snapshot.data();
}

/**
 * Forgets the interface language chosen through the selector (saved in the profile), so files
 * that sign the same demo user in later see the demo's own state.
 */
export async function forgetChosenLocale(email: string): Promise<void> {
  await getFirestore(app())
    .collection('users')
    .doc(await uidOf(email))
    .update({ 'preferences.locale': FieldValue.delete() });
}

export async function closeAdmin(): Promise<void> {
  await Promise.all(getApps().map((existing) => deleteApp(existing)));
}

/** A teacher account made behind the app's back, as registration would leave it. */
export async function createTeacher(
  email: string,
  password: string,
  displayName = 'Test Teacher',
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<string> {
  const { uid } = await getAuth(app()).createUser({
    email,
    password,
    displayName,
    emailVerified,
  });
  const { uid: _uid, ...profile } = newUserProfile({
    uid,
    email,
    displayName,
    photoURL: null,
    now: new Date(),
    terms: { termsVersion: '2026-01', privacyVersion: '2026-01' },
  });
  await getFirestore(app())
    .collection('users')
    .doc(uid)
    .set({ ...profile, lastLogin: null });
  return uid;
}

/** A unique address per test run, so tests never meet each other's accounts. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.school`;

export async function disableUser(email: string): Promise<void> {
  await getAuth(app()).updateUser(await uidOf(email), { disabled: true });
}

/** Makes the account an administrator, as only the server may. */
export async function grantAdmin(email: string): Promise<void> {
  await getFirestore(app())
    .collection('users')
    .doc(await uidOf(email))
    .update({ isAdmin: true });
}

export async function readTeam(
  teamId: string,
): Promise<FirebaseFirestore.DocumentData | undefined> {
  return (await getFirestore(app()).collection('teams').doc(teamId).get()).data();
}

/** A member's usage this allowance month (teams/{id}/memberUsage/{uid}), 0 when none is kept. */
export async function readMemberTokens(teamId: string, uid: string): Promise<number> {
  const usage = await getFirestore(app()).doc(`teams/${teamId}/memberUsage/${uid}`).get();
  return (usage.get('totalTokens') as number | undefined) ?? 0;
}

/**
 * A team made behind the app's back, shaped as the createTeam and acceptInvite functions leave
 * it (team roles, member records, the members' profiles), for tests about what teams share.
 */
export async function createTeamOf(
  name: string,
  leaderEmail: string,
  memberEmails: readonly string[] = [],
): Promise<string> {
  const db = getFirestore(app());
  const team = db.collection('teams').doc();
  const people = [
    { uid: await uidOf(leaderEmail), email: leaderEmail, role: 'leader' },
    ...(await Promise.all(
      memberEmails.map(async (email) => ({ uid: await uidOf(email), email, role: 'member' })),
    )),
  ];
  const now = new Date();
  const batch = db.batch();
  batch.set(team, {
    name,
    description: '',
    createdAt: now,
    updatedAt: null,
    createdBy: people[0]!.uid,
    roles: Object.fromEntries(people.map((person) => [person.uid, person.role])),
  });
  for (const person of people) {
    batch.set(team.collection('members').doc(person.uid), {
      userId: person.uid,
      role: person.role,
      joinedAt: now,
      email: person.email,
    });
    batch.update(db.collection('users').doc(person.uid), {
      teams: [team.id],
      teamId: team.id,
      defaultTeamId: team.id,
    });
  }
  await batch.commit();
  return team.id;
}

/**
 * The profile flag createTeam sets on a team's creator (createTeamOf leaves profiles as they
 * were): the navigation and the dashboard then offer them the leaders' pages.
 */
export async function flagAsTeamLeader(email: string): Promise<void> {
  await getFirestore(app())
    .collection('users')
    .doc(await uidOf(email))
    .update({ isTeamLeader: true });
}

/** Every standard of the team's frameworks, as stored. */
export async function readStandards(teamId: string): Promise<FirebaseFirestore.DocumentData[]> {
  const frameworks = await getFirestore(app()).collection(`teams/${teamId}/frameworks`).get();
  const standards = await Promise.all(
    frameworks.docs.map((framework) => framework.ref.collection('standards').get()),
  );
  return standards.flatMap((snapshot) => snapshot.docs.map((standard) => standard.data()));
}

/** A framework of the team with the given standards ([code, description, strand]); its id. */
export async function createFrameworkOf(
  teamId: string,
  name: string,
  standards: readonly (readonly [code: string, description: string, strand: string])[],
): Promise<{ frameworkId: string; standardIds: string[] }> {
  const db = getFirestore(app());
  const framework = db.collection(`teams/${teamId}/frameworks`).doc();
  const batch = db.batch();
  batch.set(framework, {
    teamId,
    name,
    description: '',
    subjects: ['Science'],
    gradeBands: ['Grade 5'],
    createdBy: 'e2e',
    createdAt: new Date(),
    updatedAt: null,
  });
  const standardIds = standards.map(([code, description, strand], order) => {
    const standard = framework.collection('standards').doc();
    batch.set(standard, {
      code,
      description,
      subject: 'Science',
      gradeBand: 'Grade 5',
      strand,
      order,
    });
    return standard.id;
  });
  await batch.commit();
  return { frameworkId: framework.id, standardIds };
}

/**
 * A classroom of the team taught by the teacher, following the given standards; its id.
 * `stored` adds fields as an older app wrote them (a free-form timetable).
 */
export async function createClassroomOf(
  teamId: string,
  teacherEmail: string,
  name: string,
  standards: readonly { frameworkId: string; standardId: string }[],
  stored: Record<string, unknown> = {},
): Promise<string> {
  const teacher = await uidOf(teacherEmail);
  const classroom = getFirestore(app()).collection('classrooms').doc();
  await classroom.set({
    name,
    subject: 'Science',
    gradeLevel: 'Grade 5',
    academicYear: '2026–2027',
    teamId,
    ownerId: teacher,
    teacherIds: [teacher],
    standards,
    archived: false,
    createdAt: new Date(),
    updatedAt: null,
    ...stored,
  });
  return classroom.id;
}

/** Sets the team's monthly allowance behind the app's back (the leader's page is tested elsewhere). */
export async function setTeamTokenLimit(teamId: string, tokenLimit: number): Promise<void> {
  await getFirestore(app())
    .collection('teams')
    .doc(teamId)
    .update({ 'tokenUsage.tokenLimit': tokenLimit });
}

export async function readTokenUsageLogs(
  teamId: string,
): Promise<FirebaseFirestore.DocumentData[]> {
  const logs = await getFirestore(app()).collection(`teams/${teamId}/tokenUsageLogs`).get();
  return logs.docs.map((log) => log.data());
}

/** Usage log entries written as the server writes them (token-service.ts), `minutesAgo` apart. */
export async function addUsageLogsOf(
  teamId: string,
  entries: readonly { email: string; tokenCount: number; context: unknown; minutesAgo: number }[],
): Promise<void> {
  const db = getFirestore(app());
  const batch = db.batch();
  for (const entry of entries) {
    batch.create(db.collection(`teams/${teamId}/tokenUsageLogs`).doc(), {
      userId: await uidOf(entry.email),
      tokenCount: entry.tokenCount,
      context: entry.context,
      timestamp: new Date(Date.now() - entry.minutesAgo * 60_000),
    });
  }
  await batch.commit();
}

export async function readUnitPlan(
  unitId: string,
): Promise<FirebaseFirestore.DocumentData | undefined> {
  return (await getFirestore(app()).collection('unitPlans').doc(unitId).get()).data();
}

/** A plan in review since `minutesAgo`, as reviewUnitPlan leaves a submission, behind the app's back. */
export async function submitPlanBehindTheAppsBack(
  planId: string,
  ownerEmail: string,
  minutesAgo: number,
): Promise<void> {
  await getFirestore(app())
    .collection('unitPlans')
    .doc(planId)
    .update({
      reviewStatus: 'inReview',
      reviewUpdatedBy: await uidOf(ownerEmail),
      reviewUpdatedAt: new Date(Date.now() - minutesAgo * 60_000),
    });
}

/** Marks these lessons (0-based) of a stored plan as accepted AI drafts, behind the app's back. */
export async function markLessonsAsAiDrafts(
  unitId: string,
  indexes: readonly number[],
): Promise<void> {
  const plan = getFirestore(app()).collection('unitPlans').doc(unitId);
  const lessons = ((await plan.get()).get('lessons') as Record<string, unknown>[]).map(
    (lesson, index) => (indexes.includes(index) ? { ...lesson, aiDraft: true } : lesson),
  );
  await plan.update({ lessons });
}

/** A unit made behind the app's back, as the unit form creates it. */
export async function createUnitOf(
  teamId: string,
  ownerUid: string,
  title: string,
  standards: readonly { frameworkId: string; standardId: string }[],
): Promise<string> {
  const unit = getFirestore(app()).collection('units').doc();
  await unit.set({
    title,
    subject: 'Science',
    grade: 'Grade 5',
    classroomId: null,
    teamId,
    startDate: null,
    weeks: 3,
    bigIdeas: ['Living things depend on each other'],
    essentialQuestions: ['What lives in a drop of pond water?'],
    standards,
    summativeAssessment: '',
    status: 'draft',
    ownerId: ownerUid,
    collaboratorIds: [],
    createdAt: new Date(),
    updatedAt: null,
  });
  return unit.id;
}

export async function readExperience(
  experienceId: string,
): Promise<FirebaseFirestore.DocumentData | undefined> {
  return (await getFirestore(app()).collection('experiences').doc(experienceId).get()).data();
}

export async function readReflections(
  experienceId: string,
): Promise<FirebaseFirestore.DocumentData[]> {
  const reflections = await getFirestore(app())
    .collection(`experiences/${experienceId}/reflections`)
    .get();
  return reflections.docs.map((reflection) => reflection.data());
}

/** A unit's plan made behind the app's back: these lessons, at version 1. */
export async function createUnitPlanOf(
  unitId: string,
  teamId: string,
  ownerUid: string,
  lessons: readonly Record<string, unknown>[],
): Promise<void> {
  const now = new Date();
  await getFirestore(app()).collection('unitPlans').doc(unitId).set({
    unitId,
    teamId,
    ownerId: ownerUid,
    lessons,
    version: 1,
    baseVersion: 0,
    updatedBy: ownerUid,
    createdAt: now,
    updatedAt: now,
  });
}

/** Every document of a top-level collection (for checks on what the app wrote). */
export async function readCollection(name: string): Promise<Record<string, unknown>[]> {
  const snapshot = await getFirestore(app()).collection(name).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

/** A unit with the given fields over the unit form's defaults, for tests about its content. */
export async function createUnitWith(
  teamId: string,
  ownerEmail: string,
  fields: { title: string } & Record<string, unknown>,
): Promise<string> {
  const ownerId = await uidOf(ownerEmail);
  const unitId = await createUnitOf(teamId, ownerId, fields.title, []);
  await getFirestore(app()).collection('units').doc(unitId).update(fields);
  return unitId;
}

/** A pending invitation of the team for the email, as the inviteMember function leaves it. */
export async function createInvitationOf(
  teamId: string,
  email: string,
  invitedByEmail: string,
): Promise<void> {
  const db = getFirestore(app());
  const [team, inviter] = await Promise.all([
    db.collection('teams').doc(teamId).get(),
    getAuth(app()).getUserByEmail(invitedByEmail),
  ]);
  await db
    .collection(`teams/${teamId}/invites`)
    .doc()
    .set({
      teamId,
      teamName: team.data()!.name,
      email: email.toLowerCase(),
      invitedBy: inviter.uid,
      invitedByName: inviter.displayName ?? null,
      invitedAt: new Date(),
      status: 'pending',
    });
}

/** A draft experience of `ownerUid`'s, linked to `unitId`: something left to finish. */
export async function createDraftExperienceOf(
  teamId: string,
  ownerUid: string,
  title: string,
  unitId: string,
): Promise<string> {
  const experience = getFirestore(app()).collection('experiences').doc();
  const now = new Date();
  await experience.set({
    title,
    type: 'inquiry',
    summary: '',
    duration: { amount: 50, unit: 'minutes' },
    grouping: 'smallGroups',
    steps: [],
    materials: [],
    resources: [],
    safetyNotes: '',
    differentiation: { support: '', extension: '', language: '' },
    evidence: '',
    assessment: '',
    standards: [],
    teamId,
    subject: 'Science',
    grade: 'Grade 5',
    unitIds: [unitId],
    rubricId: null,
    status: 'draft',
    ownerId: ownerUid,
    collaboratorIds: [],
    version: 1,
    baseVersion: 0,
    updatedBy: ownerUid,
    createdAt: now,
    updatedAt: now,
  });
  return experience.id;
}
