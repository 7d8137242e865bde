import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow, FormMessage, TeamChooser } from '@lesson-planner/shared-contracts/forms';
import {
  addDays,
  isoDateOfLocal,
  type ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Lead,
  LoadState,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import {
  fetchDefaultTemplateId,
  fetchTemplate,
  listTeamTemplates,
} from '../../../api/school-time-reads';
import { chooseDefaultTemplate, saveTemplate } from '../../../api/school-time-writes';
import { listMyTeams, type TeamRef } from '../../../api/team-directory';
import { FailureMessage } from '../../../components/FailureMessage';
import { TimeEmpty } from '../common';
import { TemplateCalendar } from './TemplateCalendar';
import { TemplateForm } from './TemplateForm';
import { TemplateTable } from './TemplateTable';
import { draftOfTemplate, emptyTemplateDraft, type TemplateDraft } from './template-draft';

interface TeamTime {
  templates: ScheduleTemplate[];
  defaultId: string | null;
}

async function readTeamTime(teamId: string): Promise<TeamTime> {
  const [templates, defaultId] = await Promise.all([
    listTeamTemplates(teamId),
    fetchDefaultTemplateId(teamId),
  ]);
  return { templates, defaultId };
}

/** Which template is open: a saved one, or a new one (id null). */
interface Open {
  id: string | null;
  version: number;
  draft: TemplateDraft;
  /** Increases to start the form again from `draft` (after loading the saved copy). */
  generation: number;
}

/** /leader/schedule-templates: the team's school time. Leaders write; members read. */
export default function ScheduleTemplatesPage() {
  const { t } = useTranslation('planner');
  const uid = useSession((session) => session.user?.uid ?? null);
  const [teams, setTeams] = useState<TeamRef[] | null>(null);
  const [teamId, setTeamId] = useState('');
  const [time, setTime] = useState<TeamTime | null>(null);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<Open | null>(null);
  const [preview, setPreview] = useState<TemplateDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [saveFailure, setSaveFailure] = useState<PlanningFailureCode | null>(null);
  const [saved, setSaved] = useState(false);
  const listId = useId();

  useEffect(() => {
    if (!uid) return;
    let current = true;
    listMyTeams(uid)
      .then((found) => {
        if (!current) return;
        setTeams(found);
        setTeamId((chosen) => chosen || found[0]?.id || '');
      })
      .catch((error: unknown) => current && setFailure(PlanningFailure.from(error).code));
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  const loadTime = useCallback(async (team: string) => {
    setTime(await readTeamTime(team));
  }, []);

  useEffect(() => {
    if (!teamId) return;
    let current = true;
    readTeamTime(teamId)
      .then((read) => current && setTime(read))
      .catch(
        (error: unknown) => current && setFailure(PlanningFailure.from(error, 'notMember').code),
      );
    return () => {
      current = false;
    };
  }, [teamId, attempt]);

  const team = teams?.find((candidate) => candidate.id === teamId) ?? null;
  const today = isoDateOfLocal(new Date());
  // A past school year's template opens to be read (its calendar), not edited.
  const openPast =
    open?.id != null &&
    time?.templates.find((template) => template.id === open.id)?.pastSchoolYear != null;

  const openTemplate = (template: ScheduleTemplate) => {
    setSaveFailure(null);
    setSaved(false);
    setOpen({
      id: template.id,
      version: template.version,
      draft: draftOfTemplate(template),
      generation: 0,
    });
    setPreview(draftOfTemplate(template));
  };
  const openNew = () => {
    setSaveFailure(null);
    setSaved(false);
    const draft = emptyTemplateDraft(today, addDays(today, 300));
    setOpen({ id: null, version: 0, draft, generation: 0 });
    setPreview(draft);
  };

  const save = async (draft: TemplateDraft, baseVersion = open?.version ?? 0): Promise<boolean> => {
    if (!uid || !open || !team) return false;
    setBusy(true);
    setSaveFailure(null);
    setSaved(false);
    try {
      const result = await saveTemplate(team.id, open.id, draft, baseVersion, uid);
      if (!time?.defaultId) await chooseDefaultTemplate(team.id, result.id, uid);
      setOpen({ ...open, id: result.id, version: result.version, draft });
      await loadTime(team.id);
      setSaved(true);
      return true;
    } catch (error) {
      setSaveFailure(PlanningFailure.from(error).code);
      setOpen({ ...open, draft });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const loadSaved = async () => {
    if (!open?.id) return;
    const stored = await fetchTemplate(open.id).catch(() => null);
    if (!stored) return setSaveFailure('unknown');
    setSaveFailure(null);
    setOpen({
      id: stored.id,
      version: stored.version,
      draft: draftOfTemplate(stored),
      generation: open.generation + 1,
    });
    setPreview(draftOfTemplate(stored));
  };
  const overwrite = async () => {
    if (!open?.id) return;
    const stored = await fetchTemplate(open.id).catch(() => null);
    if (stored) await save(open.draft, stored.version);
  };

  const makeDefault = async (templateId: string) => {
    if (!uid || !team) return;
    try {
      await chooseDefaultTemplate(team.id, templateId, uid);
      await loadTime(team.id);
    } catch (error) {
      setSaveFailure(PlanningFailure.from(error).code);
    }
  };

  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };

  return (
    <PageSection>
      <PageHeading>{t('titles.scheduleTemplates')}</PageHeading>
      <Lead>{t('templates.lead')}</Lead>
      <LoadState
        result={{ data: teams, error: failure }}
        loading={t('templates.loading')}
        failure={(code) => <FailureMessage code={code} />}
        onRetry={retry}
        isEmpty={(found) => found.length === 0}
        empty={<TimeEmpty text={t('schedule.noTeam')} to="/team" link={t('schedule.toTeams')} />}
      >
        {(found) => (
          <Stack $gap={4}>
            <TeamChooser
              label={t('schedule.team')}
              teams={found}
              value={teamId}
              onChange={(chosen) => {
                setTime(null);
                setOpen(null);
                setTeamId(chosen);
              }}
            />
            {!team?.isLeader && <p>{t('templates.readOnly')}</p>}
            {!time ? (
              <p role="status">
                <Spinner /> {t('templates.loading')}
              </p>
            ) : (
              <Stack as="section" aria-labelledby={listId}>
                <h2 id={listId}>{t('templates.listHeading')}</h2>
                {time.templates.length === 0 ? (
                  <p>{team?.isLeader ? t('templates.noneLeader') : t('templates.noneMember')}</p>
                ) : (
                  <TemplateTable
                    templates={time.templates}
                    defaultId={time.defaultId}
                    openId={open?.id ?? null}
                    isLeader={team?.isLeader === true}
                    onOpen={openTemplate}
                    onMakeDefault={(id) => void makeDefault(id)}
                  />
                )}
                {team?.isLeader && (
                  <div>
                    <Button type="button" onClick={openNew}>
                      {t('templates.create')}
                    </Button>
                  </div>
                )}
              </Stack>
            )}
            {openPast && <FormMessage $kind="info">{t('templates.pastYear')}</FormMessage>}
            {open && team?.isLeader && !openPast && (
              <Stack as="section" aria-label={open.id ? open.draft.name : t('templates.create')}>
                <h2>
                  {open.id
                    ? t('templates.editHeading', { name: open.draft.name })
                    : t('templates.create')}
                </h2>
                {saveFailure === 'conflict' ? (
                  <Stack $gap={2}>
                    <FailureMessage code="conflict" />
                    <ButtonRow>
                      <Button type="button" $variant="secondary" onClick={() => void loadSaved()}>
                        {t('templates.conflict.loadSaved')}
                      </Button>
                      <Button type="button" onClick={() => void overwrite()}>
                        {t('templates.conflict.overwrite')}
                      </Button>
                    </ButtonRow>
                  </Stack>
                ) : (
                  <FailureMessage code={saveFailure ?? undefined} />
                )}
                {saved && <FormMessage $kind="success">{t('templates.saved')}</FormMessage>}
                <TemplateForm
                  key={`${open.id ?? 'new'}-${open.generation}`}
                  initial={open.draft}
                  busy={busy}
                  onSubmit={save}
                  onPreview={setPreview}
                />
              </Stack>
            )}
            {preview && (
              <TemplateCalendar
                key={`${open?.id ?? 'new'}-${preview.startDate}-${preview.endDate}`}
                template={preview}
                initialDate={
                  today >= preview.startDate && today <= preview.endDate ? today : preview.startDate
                }
              />
            )}
          </Stack>
        )}
      </LoadState>
    </PageSection>
  );
}
