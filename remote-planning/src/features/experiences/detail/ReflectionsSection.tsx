import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Experience, Reflection } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure } from '../../../api/planning-failure';
import { teamMembersQuery } from '../../../api/team-directory';
import { FailureWithRetry } from '../../../components/FailureWithRetry';
import { ReflectionForm } from './ReflectionForm';
import { ReflectionList } from './ReflectionList';
import { useReflectionPages } from './use-reflection-pages';

/**
 * After teaching it: dated reflections, "what worked / what to change". Each is its own
 * document, so a reflection never overwrites another, nor an edit of the experience. Bylines
 * are the authors' names in the team's member records, never a name stored with the text.
 */
export function ReflectionsSection({
  experience,
  leads,
}: {
  experience: Pick<Experience, 'id' | 'teamId'>;
  /** The caller leads the experience's team: they may delete any reflection. */
  leads: boolean;
}) {
  const { t } = useTranslation('experiences');
  const headingId = useId();
  const uid = useSession((session) => session.user?.uid ?? null);
  const pages = useReflectionPages(experience.id);
  const members = useQuery(teamMembersQuery(experience.teamId));
  const failure = pages.failure ?? (members.error && PlanningFailure.from(members.error).code);
  const authorName = (authorId: string) =>
    members.data?.find((member) => member.userId === authorId)?.name ??
    t('reflections.formerMember');
  const mayDelete = (reflection: Reflection) => leads || reflection.authorId === uid;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack $gap={3}>
        <h2 id={headingId}>{t('reflections.title')}</h2>
        {failure ? (
          <FailureWithRetry
            code={failure}
            onRetry={() => {
              if (pages.failure) pages.retry();
              if (members.error) void members.refetch();
            }}
          />
        ) : !pages.reflections || !members.data ? (
          <p role="status">{t('reflections.loading')}</p>
        ) : pages.reflections.length === 0 ? (
          <p>{t('reflections.none')}</p>
        ) : (
          <ReflectionList
            experienceId={experience.id}
            pages={pages}
            reflections={pages.reflections}
            authorName={authorName}
            mayDelete={mayDelete}
          />
        )}
        {uid && <ReflectionForm experienceId={experience.id} uid={uid} onAdded={pages.added} />}
      </Stack>
    </Card>
  );
}
