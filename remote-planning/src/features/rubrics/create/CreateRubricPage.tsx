import { useState, type FormEvent } from 'react';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { standardRefKey } from '@lesson-planner/shared-contracts/curriculum';
import {
  MAX_RUBRIC_TITLE_LENGTH,
  defaultLevelNames,
  type RubricContent,
  type RubricType,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import { ButtonRow, Checkbox } from '@lesson-planner/shared-contracts/forms';
import { useNavigate, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { hasVisibleText } from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { useQuery, useQueryClient } from '@lesson-planner/shared-contracts/server-state';
import { useMyTeams } from '../../../api/my-teams-data';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { createRubric } from '../../../api/rubric-writes';
import { standardsByRefQuery } from '../../../api/standard-queries';
import { unitQuery } from '../../../api/unit-reads';
import { AiRow } from '../../../components/ai/AiRow';
import { FailureMessage } from '../../../components/FailureMessage';
import { LevelCountField, RubricTypeField } from '../fields';
import { RubricAi, type RubricDraftContext } from '../generation';
import { draftLanguage } from '../../../components/ai-draft';
import { DraftedRubricForm } from './DraftedRubricForm';
import { newRubric } from './new-rubric';

/**
 * /rubrics/create[?unitId=…|?experienceId=…]: a new rubric in one of the user's teams, linked
 * to the unit (its criteria can start from the unit's standards) or the experience; then the
 * rubric opens in its editor. Or an AI draft, reviewed and edited here before it is created.
 */
export default function CreateRubricPage() {
  const { t, i18n } = useTranslation(['rubrics', 'unit']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const unitId = params.get('unitId');
  const experienceId = params.get('experienceId');
  const uid = useSession((session) => session.user?.uid ?? null);
  const queryClient = useQueryClient();
  const myTeams = useMyTeams();
  const teams = myTeams.data ?? null;
  // The linked unit, if any: what cannot be read is no unit, and the rubric is made without it.
  const linked = useQuery({ ...unitQuery(unitId ?? ''), enabled: unitId !== null });
  const unit: Unit | null = linked.data ?? null;
  const unitSettled = unitId === null || linked.data !== undefined || linked.isError;
  const [title, setTitle] = useState('');
  const [teamId, setTeamId] = useState('');
  const [type, setType] = useState<RubricType>('analytic');
  const [levelCount, setLevelCount] = useState(4);
  const [fromStandards, setFromStandards] = useState(true);
  const [titleError, setTitleError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [drafted, setDrafted] = useState<RubricContent | null>(null);

  // The team and title start from the linked unit once it is read (or the first team), once:
  // set while rendering, as React adjusts state to what was just read.
  const [started, setStarted] = useState(false);
  if (!started && teams && unitSettled) {
    setStarted(true);
    setTeamId(unit?.teamId ?? teams[0]?.id ?? '');
    if (unit) setTitle(t('create.titleForUnit', { unit: unit.title }).slice(0, 150));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!uid) return;
    if (!hasVisibleText(title)) {
      setTitleError(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      // Unreadable standards are named by their ids: the rubric is still made.
      const standards =
        unit && fromStandards
          ? await queryClient
              .fetchQuery(standardsByRefQuery(unit.teamId, unit.standards))
              .catch((error: unknown) => {
                console.warn('The unit’s standards could not be read', error);
                return new Map<string, never>();
              })
          : new Map();
      const content = newRubric({
        title,
        type,
        levelNames: defaultLevelNames(draftLanguage(i18n.language), levelCount),
        subject: unit?.subject ?? '',
        grade: unit?.grade ?? '',
        unitId: unit?.id ?? null,
        experienceId,
        standards:
          unit && fromStandards
            ? unit.standards.map((ref) => {
                const standard = standards.get(standardRefKey(ref));
                return {
                  ref,
                  label: standard ? `${standard.code} ${standard.description}` : ref.standardId,
                };
              })
            : [],
      });
      const id = await createRubric(content, unit?.teamId ?? teamId, uid);
      void navigate(`/rubrics/${id}?view=edit`);
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
      setBusy(false);
    }
  };

  const draftTeam = unit?.teamId ?? teamId;
  const draftContext: RubricDraftContext | null = draftTeam
    ? { teamId: draftTeam, rubricId: null, unitId: unit?.id ?? null, experienceId }
    : null;

  return (
    <PageSection>
      <PageHeading>{t('titles.rubricCreate')}</PageHeading>
      <Lead>{t('create.lead')}</Lead>
      {!uid ? (
        <FailureMessage code="notSignedIn" />
      ) : myTeams.error && !teams ? (
        <FailureMessage code={PlanningFailure.from(myTeams.error).code} />
      ) : !teams || !started ? (
        <p role="status">
          <Spinner /> {t('loading')}
        </p>
      ) : teams.length === 0 ? (
        <p>{t('list.noTeam')}</p>
      ) : drafted && draftContext ? (
        <DraftedRubricForm
          initial={drafted}
          context={draftContext}
          uid={uid}
          onDiscard={() => setDrafted(null)}
        />
      ) : (
        <Stack $gap={4}>
          <AiRow>
            <RubricAi
              key={draftTeam}
              context={draftContext}
              rubric={null}
              defaults={{
                taskDescription: unit?.summativeAssessment ?? '',
                subject: unit?.subject ?? '',
                grade: unit?.grade ?? '',
                type,
                levelCount,
                standards: unit?.standards ?? [],
              }}
              onUse={setDrafted}
            />
          </AiRow>
          <Stack as="form" noValidate onSubmit={(e) => void submit(e)}>
            {unitId && !unit && <FailureMessage code="unitNotFound" />}
            {unit && <p>{t('create.forUnit', { unit: unit.title })}</p>}
            {experienceId && <p>{t('create.forExperience')}</p>}
            <TextField
              label={t('fields.title')}
              value={title}
              maxLength={MAX_RUBRIC_TITLE_LENGTH}
              required
              error={titleError && !hasVisibleText(title) ? t('problems.titleMissing') : null}
              onChange={(e) => setTitle(e.target.value)}
            />
            {!unit && teams.length > 1 && (
              <Select
                label={t('fields.team')}
                value={teamId}
                onChange={(e) => setTeamId(e.target.value)}
              >
                {teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </Select>
            )}
            <RubricTypeField value={type} onChange={setType} />
            <LevelCountField value={levelCount} onChange={setLevelCount} />
            {unit && unit.standards.length > 0 && (
              <Checkbox
                checked={fromStandards}
                onChange={(e) => setFromStandards(e.target.checked)}
              >
                {t('create.fromStandards', { count: unit.standards.length })}
              </Checkbox>
            )}
            <FailureMessage code={failure ?? undefined} />
            <ButtonRow>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy && <Spinner />}
                {busy ? t('create.creating') : t('create.submit')}
              </Button>
            </ButtonRow>
          </Stack>
        </Stack>
      )}
    </PageSection>
  );
}
