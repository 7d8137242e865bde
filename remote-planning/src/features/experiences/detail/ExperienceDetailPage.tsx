import { useTranslation } from 'react-i18next';
import {
  isPartlyUnreadable,
  stepMinutes,
  type Experience,
} from '@lesson-planner/shared-contracts/planning';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Card,
  PageHeading,
  PageSection,
  Stack,
  UnreadablePart,
} from '@lesson-planner/shared-contracts/ui';
import { DetailList, LoadFailurePage, LoadingPage } from '@lesson-planner/shared-contracts/ui/page';
import { useQueries, useQuery } from '@lesson-planner/shared-contracts/server-state';
import { experienceQuery, lessonsUsingExperience } from '../../../api/experience-reads';
import { useMyTeams } from '../../../api/my-teams-data';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { unitPlanQuery } from '../../../api/unit-plan-reads';
import { unitQuery } from '../../../api/unit-reads';
import { PrintButton } from '../../../components/PrintButton';
import { mayEditUnit } from '../../../rules/unit-access';
import { ExportWordButton } from '../../../components/word-export';
import { experienceDocument } from './experience-document';
import { DuplicateSection } from './DuplicateSection';
import { ReflectionsSection } from './ReflectionsSection';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';

const RETRYABLE: readonly PlanningFailureCode[] = ['network', 'unknown'];

/** /experiences/{id}: the experience to read and print, its reflections and where it is used. */
export default function ExperienceDetailPage() {
  const { t } = useTranslation('experiences');
  const { id = '' } = useParams();
  // Live: a teammate's save, or the experience's deletion, shows while the page is open.
  const { data, error, refetch } = useQuery(experienceQuery(id));
  const failure = error && PlanningFailure.from(error).code;
  if (failure)
    return (
      <LoadFailurePage
        title={t('titles.detail')}
        message={t(`unit:failures.${failure}`)}
        onRetry={RETRYABLE.includes(failure) ? () => void refetch() : undefined}
        backLink={<Link to="/experiences">{t('detail.backToList')}</Link>}
      />
    );
  if (!data) return <LoadingPage title={t('titles.detail')} status={t('detail.loading')} />;
  return <ExperienceView experience={data} />;
}

function ExperienceView({ experience }: { experience: Experience }) {
  const { t, i18n } = useTranslation('experiences');
  const planner = useTranslation('planner');
  const uid = useSession((session) => session.user?.uid ?? null);
  const team = useMyTeams().data?.find((candidate) => candidate.id === experience.teamId);
  // The linked units and their plans, live: their titles, and the lessons using the experience.
  // One that cannot be read (no plan yet, or no longer the team's) is left out, not a failure.
  const units = useQueries({ queries: experience.unitIds.map(unitQuery) });
  const plans = useQueries({ queries: experience.unitIds.map(unitPlanQuery) });
  const uses = plans.every((plan) => !plan.isPending)
    ? lessonsUsingExperience(
        experience.id,
        plans.map((plan) => plan.data),
      )
    : null;

  const canEdit = mayEditUnit(experience, uid, team?.isLeader === true);
  const unitTitle = (unitId: string) =>
    units.find((unit) => unit.data?.id === unitId)?.data?.title ?? t('detail.unknownUnit');
  const notSet = t('detail.notSet');
  const minutes = stepMinutes(experience.steps);

  return (
    <PageSection>
      <PageHeading>{experience.title}</PageHeading>
      <Stack $gap={5}>
        <div data-print="hidden">
          {canEdit && (
            <LinkButton to={`/experiences/edit/${experience.id}`}>{t('detail.edit')}</LinkButton>
          )}{' '}
          <PrintButton label={t('detail.print')} />{' '}
          <ExportWordButton
            label={planner.t('wordExport.experience')}
            makeDocument={() => experienceDocument(experience, t, i18n.language)}
          />
        </div>
        {isPartlyUnreadable(experience) && (
          <p>
            <UnreadablePart /> {t('detail.unreadableParts')}
          </p>
        )}
        <Card as="section" aria-labelledby="experience-details">
          <h2 id="experience-details">{t('detail.details')}</h2>
          <DetailList $preWrap>
            <dt>{t('fields.type')}</dt>
            <dd>{t(`types.${experience.type}`)}</dd>
            <dt>{t('fields.status')}</dt>
            <dd>{t(`statuses.${experience.status}`)}</dd>
            <dt>{t('fields.team')}</dt>
            <dd>{team?.name ?? notSet}</dd>
            <dt>{t('fields.duration')}</dt>
            <dd>
              {t(`durations.${experience.duration.unit}`, { count: experience.duration.amount })}
            </dd>
            <dt>{t('fields.grouping')}</dt>
            <dd>{t(`groupings.${experience.grouping}`)}</dd>
            <dt>{t('fields.subject')}</dt>
            <dd>{subjectLabel(experience.subject, i18n.language) || notSet}</dd>
            <dt>{t('fields.grade')}</dt>
            <dd>{gradeLabel(experience.grade, i18n.language) || notSet}</dd>
            <dt>{t('fields.summary')}</dt>
            <dd>{experience.summary || notSet}</dd>
            <dt>{t('fields.units')}</dt>
            <dd>
              {experience.unitIds.length === 0 ? (
                notSet
              ) : (
                <ul>
                  {experience.unitIds.map((unitId) => (
                    <li key={unitId}>
                      <Link to={`/units/${unitId}`}>{unitTitle(unitId)}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </DetailList>
        </Card>
        <Card as="section" aria-labelledby="experience-steps">
          <h2 id="experience-steps">{t('detail.steps', { count: minutes })}</h2>
          {experience.steps.length === 0 ? (
            <p>{t('detail.noSteps')}</p>
          ) : (
            <ol>
              {experience.steps.map((step) => (
                <li key={step.id}>
                  <h3>{t('detail.stepHeading', { title: step.title, count: step.minutes })}</h3>
                  <DetailList $preWrap>
                    <dt>{t('fields.teacherActions')}</dt>
                    <dd>{step.teacherActions || notSet}</dd>
                    <dt>{t('fields.studentActions')}</dt>
                    <dd>{step.studentActions || notSet}</dd>
                  </DetailList>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card as="section" aria-labelledby="experience-more">
          <h2 id="experience-more">{t('detail.preparation')}</h2>
          <DetailList $preWrap>
            <dt>{t('fields.materials')}</dt>
            <dd>{experience.materials.join('\n') || notSet}</dd>
            <dt>{t('fields.resources')}</dt>
            <dd>
              {experience.resources.length === 0 ? (
                notSet
              ) : (
                <ul>
                  {experience.resources.map((resource, index) => (
                    <li key={index}>
                      {resource.url ? (
                        <a href={resource.url} rel="noopener noreferrer" target="_blank">
                          {resource.label}
                        </a>
                      ) : (
                        resource.label
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>{t('fields.safetyNotes')}</dt>
            <dd>{experience.safetyNotes || notSet}</dd>
            <dt>{t('differentiation.support')}</dt>
            <dd>{experience.differentiation.support || notSet}</dd>
            <dt>{t('differentiation.extension')}</dt>
            <dd>{experience.differentiation.extension || notSet}</dd>
            <dt>{t('differentiation.language')}</dt>
            <dd>{experience.differentiation.language || notSet}</dd>
            <dt>{t('fields.evidence')}</dt>
            <dd>{experience.evidence || notSet}</dd>
            <dt>{t('fields.assessment')}</dt>
            <dd>{experience.assessment || notSet}</dd>
          </DetailList>
        </Card>
        <Card as="section" aria-labelledby="experience-uses">
          <h2 id="experience-uses">{t('detail.usedIn')}</h2>
          {uses === null ? (
            <p role="status">{t('detail.loadingUses')}</p>
          ) : uses.length === 0 ? (
            <p>{t('detail.notUsed')}</p>
          ) : (
            <ul>
              {uses.map((use) => (
                <li key={`${use.unitId}-${use.lessonIndex}`}>
                  <Link to={`/units/plan/edit/${use.unitId}`}>
                    {t('detail.lessonUse', {
                      unit: unitTitle(use.unitId),
                      number: use.lessonIndex + 1,
                      title: use.lessonTitle,
                    })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <ReflectionsSection experience={experience} leads={team?.isLeader === true} />
        <DuplicateSection experience={experience} />
      </Stack>
    </PageSection>
  );
}
