import { useEffect, useState, type FormEvent } from 'react';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/kit';
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
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { createRubric } from '../../../api/rubric-writes';
import type { TeamRef } from '../../../api/team-directory';
import { AiRow } from '../../../components/ai/AiRow';
import { FailureMessage } from '../../../components/FailureMessage';
import { loadMyTeams, loadUnit, loadUnitStandards } from '../../../stores/units-store';
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
  const [teams, setTeams] = useState<TeamRef[] | null>(null);
  const [unit, setUnit] = useState<Unit | null>(null);
  const [title, setTitle] = useState('');
  const [teamId, setTeamId] = useState('');
  const [type, setType] = useState<RubricType>('analytic');
  const [levelCount, setLevelCount] = useState(4);
  const [fromStandards, setFromStandards] = useState(true);
  const [titleError, setTitleError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [drafted, setDrafted] = useState<RubricContent | null>(null);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    void Promise.all([loadMyTeams(), unitId ? loadUnit(unitId) : null]).then(([mine, linked]) => {
      if (!current) return;
      setTeams(mine);
      setUnit(linked);
      setTeamId(linked?.teamId ?? mine[0]?.id ?? '');
      if (linked) setTitle(t('create.titleForUnit', { unit: linked.title }).slice(0, 150));
    });
    return () => {
      current = false;
    };
  }, [uid, unitId, t]);

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
      const standards =
        unit && fromStandards
          ? ((await loadUnitStandards(unit.teamId, unit.standards)) ?? new Map())
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
      ) : !teams ? (
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
