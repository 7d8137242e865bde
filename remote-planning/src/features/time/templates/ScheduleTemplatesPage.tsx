import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow, FormMessage, TeamChooser } from '@lesson-planner/shared-contracts/forms';
import {
  addDays,
  isoDateOfLocal,
  type ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import {
  combineResults,
  useQueries,
  useQueryClient,
} from '@lesson-planner/shared-contracts/server-state';
import { Button, Lead, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { defaultTemplateChosen } from '../../../api/school-time-cache';
import {
  fetchTemplate,
  teamDefaultTemplateQuery,
  teamTemplatesQuery,
} from '../../../api/school-time-reads';
import { chooseDefaultTemplate, saveTemplate } from '../../../api/school-time-writes';
import { FailureMessage } from '../../../components/FailureMessage';
import { TimeEmpty, useMyTeams } from '../common';
import { TemplateCalendar } from './TemplateCalendar';
import { TemplateForm } from './TemplateForm';
import { TemplateTable } from './TemplateTable';
import { draftOfTemplate, emptyTemplateDraft, type TemplateDraft } from './template-draft';

interface TeamTime {
  templates: ScheduleTemplate[];
  defaultId: string | null;
}

/** The team's templates and which is its default, live (a leader's change shows to all). */
function useTemplates(teamId: string | null) {
  const enabled = teamId !== null;
  const [templates, defaultId] = useQueries({
    queries: [
      { ...teamTemplatesQuery(teamId ?? ''), enabled },
      { ...teamDefaultTemplateQuery(teamId ?? ''), enabled },
    ],
  });
  const read = combineResults<unknown>([templates, defaultId]);
  const time: TeamTime | null =
    templates.data !== undefined && defaultId.data !== undefined
      ? { templates: templates.data, defaultId: defaultId.data }
      : null;
  return { data: time, error: read.error, refetch: read.refetch };
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
  const queryClient = useQueryClient();
  const { uid, teams, team, chooseTeam, failure, retry } = useMyTeams();
  const read = useTemplates(team?.id ?? null);
  const time = read.data;
  const [open, setOpen] = useState<Open | null>(null);
  const [preview, setPreview] = useState<TemplateDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [saveFailure, setSaveFailure] = useState<PlanningFailureCode | null>(null);
  const [saved, setSaved] = useState(false);
  const listId = useId();

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
      // The saved template reaches the list through its live query.
      const result = await saveTemplate(team.id, open.id, draft, baseVersion, uid);
      if (!time?.defaultId) {
        await chooseDefaultTemplate(team.id, result.id, uid);
        defaultTemplateChosen(queryClient, team.id, result.id);
      }
      setOpen({ ...open, id: result.id, version: result.version, draft });
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
      defaultTemplateChosen(queryClient, team.id, templateId);
    } catch (error) {
      setSaveFailure(PlanningFailure.from(error).code);
    }
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
              value={team?.id ?? ''}
              onChange={(chosen) => {
                setOpen(null);
                setPreview(null);
                chooseTeam(chosen);
              }}
            />
            {!team?.isLeader && <p>{t('templates.readOnly')}</p>}
            <LoadState
              result={read}
              loading={t('templates.loading')}
              failure={(error) => (
                <FailureMessage code={PlanningFailure.from(error, 'notMember').code} />
              )}
              onRetry={read.refetch}
            >
              {(loaded) => (
                <Stack as="section" aria-labelledby={listId}>
                  <h2 id={listId}>{t('templates.listHeading')}</h2>
                  {loaded.templates.length === 0 ? (
                    <p>{team?.isLeader ? t('templates.noneLeader') : t('templates.noneMember')}</p>
                  ) : (
                    <TemplateTable
                      templates={loaded.templates}
                      defaultId={loaded.defaultId}
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
            </LoadState>
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
