import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { unreadableFields } from '@lesson-planner/shared-contracts/decoding';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Card,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
  UnreadablePart,
} from '@lesson-planner/shared-contracts/ui';
import { DetailList, LoadFailurePage, LoadingPage } from '@lesson-planner/shared-contracts/ui/page';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { useMyTeams } from '../../../api/my-teams-data';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { teamClassroomsQuery, teamMembersQuery } from '../../../api/team-directory';
import { unitPlanQuery } from '../../../api/unit-plan-reads';
import { unitQuery } from '../../../api/unit-reads';
import { FailureWithRetry } from '../../../components/FailureWithRetry';
import { DATE_ONLY, localDateOf } from '../../../components/local-date';
import { StatusTag } from '../../../components/UnitTags';
import { mayDeleteUnit, mayEditUnit } from '../../../rules/unit-access';
import { CopyUnitButton } from '../copy/CopyUnitButton';
import { ExemplarMark } from '../library/ExemplarMark';
import { CopiedFromNote } from './CopiedFromNote';
import { DeleteUnitSection } from './DeleteUnitSection';
import { UnitHub } from './UnitHub';
import { UnitStandardsList } from './UnitStandardsList';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';

const Prose = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const RETRYABLE: readonly PlanningFailureCode[] = ['network', 'unknown'];

/**
 * /units/{id}: everything about a unit and around it (UnitHub), what to do next with it, and
 * deleting it.
 */
export default function UnitDetailPage() {
  const { t } = useTranslation('unit');
  const { id = '' } = useParams();
  // Live: a teammate's edit, or the unit's deletion, shows while the page is open.
  const { data: unit, error, refetch } = useQuery(unitQuery(id));
  const failure = error && PlanningFailure.from(error).code;

  if (failure) {
    return (
      <LoadFailurePage
        title={t('titles.unitDetail')}
        message={t(`failures.${failure}`)}
        onRetry={RETRYABLE.includes(failure) ? () => void refetch() : undefined}
        backLink={<Link to="/units">{t('detail.backToList')}</Link>}
      />
    );
  }
  if (!unit) return <LoadingPage title={t('titles.unitDetail')} status={t('detail.loading')} />;
  return <UnitView key={unit.id} unit={unit} />;
}

function UnitView({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation('unit');
  const uid = useSession((session) => session.user?.uid ?? null);
  // Names only label the page: a failure leaves them as generic words, not an error.
  const team = useMyTeams().data?.find((candidate) => candidate.id === unit.teamId) ?? null;
  const { data: members } = useQuery(teamMembersQuery(unit.teamId));
  const { data: classrooms } = useQuery({
    ...teamClassroomsQuery(unit.teamId),
    enabled: unit.classroomId !== null,
  });

  const leads = team?.isLeader === true;
  const canEdit = mayEditUnit(unit, uid, leads);
  const canDelete = mayDeleteUnit(unit, uid, leads);
  const personName = (userId: string) => {
    const name = members?.find((member) => member.userId === userId)?.name;
    if (!name) return t('detail.formerMember');
    return userId === uid ? t('detail.me', { name }) : name;
  };
  const classroom = classrooms?.find((candidate) => candidate.id === unit.classroomId);
  const notSet = t('notSet');
  // A stored field the app cannot read is marked where it would show; the rest still shows.
  const bad = unreadableFields(unit);

  return (
    <PageSection>
      <PageHeading>
        {unit.title} {bad.title && <UnreadablePart />}
      </PageHeading>
      <Stack $gap={5}>
        <CopiedFromNote unit={unit} personName={personName} />
        <UnitActions unit={unit} canEdit={canEdit} leads={leads} />
        <UnitHub unit={unit} canEdit={canEdit} />
        <Card as="section" aria-labelledby="unit-details-title">
          <Stack>
            <h2 id="unit-details-title">{t('detail.details')}</h2>
            <DetailList>
              <dt>{t('fields.status')}</dt>
              <dd>
                <StatusTag status={unit.status} /> {bad.status && <UnreadablePart />}
              </dd>
              <dt>{t('fields.team')}</dt>
              <dd>{team ? <Link to={`/team/${team.id}`}>{team.name}</Link> : t('unknownTeam')}</dd>
              <dt>{t('fields.classroom')}</dt>
              <dd>
                {!unit.classroomId ? (
                  notSet
                ) : (
                  <Link to={`/classroom/${unit.classroomId}`}>
                    {classroom?.name ?? t('detail.classroomLink')}
                  </Link>
                )}{' '}
                {bad.classroomId && <UnreadablePart />}
              </dd>
              <dt>{t('fields.subject')}</dt>
              <dd>
                {(bad.subject && <UnreadablePart />) ||
                  subjectLabel(unit.subject, i18n.language) ||
                  notSet}
              </dd>
              <dt>{t('fields.grade')}</dt>
              <dd>
                {(bad.grade && <UnreadablePart />) ||
                  gradeLabel(unit.grade, i18n.language) ||
                  notSet}
              </dd>
              <dt>{t('fields.startDate')}</dt>
              <dd>
                {unit.startDate
                  ? t('date', { date: localDateOf(unit.startDate), formatParams: DATE_ONLY })
                  : (bad.startDate && <UnreadablePart />) || notSet}
              </dd>
              <dt>{t('fields.weeks')}</dt>
              <dd>
                {(bad.weeks && <UnreadablePart />) || t('detail.weekCount', { count: unit.weeks })}
              </dd>
              <dt>{t('fields.owner')}</dt>
              <dd>{personName(unit.ownerId)}</dd>
              <dt>{t('fields.collaborators')}</dt>
              <dd>
                {bad.collaboratorIds && <UnreadablePart />}
                {unit.collaboratorIds.length === 0 ? (
                  t('detail.noCollaborators')
                ) : (
                  <ul>
                    {unit.collaboratorIds.map((userId) => (
                      <li key={userId}>{personName(userId)}</li>
                    ))}
                  </ul>
                )}
              </dd>
              <dt>{t('fields.created')}</dt>
              <dd>{t('date', { date: unit.createdAt, formatParams: DATE_ONLY })}</dd>
              {unit.updatedAt && (
                <>
                  <dt>{t('fields.updated')}</dt>
                  <dd>{t('date', { date: unit.updatedAt, formatParams: DATE_ONLY })}</dd>
                </>
              )}
            </DetailList>
          </Stack>
        </Card>
        <TextListSection
          id="unit-big-ideas"
          title={t('fields.bigIdeas')}
          lines={unit.bigIdeas}
          none={t('detail.noBigIdeas')}
          unreadable={bad.bigIdeas === true}
        />
        <TextListSection
          id="unit-questions"
          title={t('fields.essentialQuestions')}
          lines={unit.essentialQuestions}
          none={t('detail.noQuestions')}
          unreadable={bad.essentialQuestions === true}
        />
        <Card as="section" aria-labelledby="unit-standards-title">
          <Stack>
            <h2 id="unit-standards-title">{t('fields.standards')}</h2>
            {bad.standards && <UnreadablePart />}
            <UnitStandardsList teamId={unit.teamId} refs={unit.standards} />
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="unit-summative-title">
          <Stack>
            <h2 id="unit-summative-title">{t('fields.summativeAssessment')}</h2>
            {(bad.summativeAssessment && <UnreadablePart />) || (
              <Prose>{unit.summativeAssessment || t('detail.noSummative')}</Prose>
            )}
          </Stack>
        </Card>
        {canDelete && <DeleteUnitSection unit={unit} />}
        <p>
          <Link to="/units">{t('detail.backToList')}</Link>
        </p>
      </Stack>
    </PageSection>
  );
}

function TextListSection({
  id,
  title,
  lines,
  none,
  unreadable,
}: {
  id: string;
  title: string;
  lines: readonly string[];
  none: string;
  /** Some stored lines could not be read: the readable ones show, with a marker. */
  unreadable: boolean;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack>
        <h2 id={id}>{title}</h2>
        {unreadable && <UnreadablePart />}
        {lines.length === 0 ? (
          !unreadable && <p>{none}</p>
        ) : (
          <ul>
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Edit (for those who may), and the unit's plan: open it when it exists, otherwise start one
 * (again only for those who may edit the unit).
 */
function UnitActions({ unit, canEdit, leads }: { unit: Unit; canEdit: boolean; leads: boolean }) {
  const { t } = useTranslation('unit');
  // Live too: a plan a teammate starts shows here.
  const { data, error, refetch } = useQuery(unitPlanQuery(unit.id));
  const plan: boolean | PlanningFailureCode | null = error
    ? PlanningFailure.from(error).code
    : data === undefined
      ? null
      : data !== null;

  return (
    <Stack $gap={2}>
      <ButtonRow>
        {/* The plan is the unit's work, and the page's one primary; editing the unit is secondary. */}
        {canEdit && (
          <LinkButton to={`/units/edit/${unit.id}`} $variant="secondary">
            {t('detail.edit')}
          </LinkButton>
        )}
        {plan === true && (
          <LinkButton to={`/units/plan/edit/${unit.id}`}>{t('detail.openPlan')}</LinkButton>
        )}
        {plan === false && canEdit && (
          <LinkButton to={`/units/plan/create/${unit.id}`}>{t('detail.planLessons')}</LinkButton>
        )}
        <CopyUnitButton unit={unit} />
        <ExemplarMark unit={unit} leads={leads} />
      </ButtonRow>
      {plan === null && (
        <p role="status">
          <Spinner /> {t('detail.checkingPlan')}
        </p>
      )}
      {typeof plan === 'string' && <FailureWithRetry code={plan} onRetry={() => void refetch()} />}
    </Stack>
  );
}
