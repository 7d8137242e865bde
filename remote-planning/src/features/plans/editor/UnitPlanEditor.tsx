import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import {
  LeaveConfirmDialog,
  RestoreDraftOffer,
  useLeaveGuard,
  useSaveShortcut,
} from '../../../components/editing';
import { OnceHint } from '../../../components/OnceHint';
import { PresenceKeeper, PresenceList, useNamesByItem } from '../../../components/presence';
import { PrintButton } from '../../../components/PrintButton';
import { NO_STANDARDS, PrintableUnitPlan } from '../print';
import { ExportPlanButton } from './ExportPlanButton';
import {
  addLesson,
  appendLessons,
  closeWorkingCopy,
  duplicateLesson,
  keptCopyToOffer,
  moveLesson,
  removeLesson,
  restoreLocalDraft,
  saveWorkingCopy,
  undoRemove,
  useEditorStore,
  type SaveOutcome,
} from './editor-store';
import { lessonAsTypedOnce } from './lesson-draft';
import { LessonList, OutlineLayout } from './lesson-layout';
import type { LessonCardActions } from './LessonCard';
import { LessonOutline } from './LessonOutline';
import { LessonView } from './LessonView';
import { PlanToolbar } from './PlanToolbar';
import { useOutlineItems } from './outline-items';
import { meetingLabel } from './meeting-label';
import { clearLocalDraft, type LocalDraft } from './local-draft';
import { RemovedLessonNotice } from './RemovedLessonNotice';
import { PlanConflicts } from './PlanConflicts';
import { SaveProblems } from './SaveProblems';
import { SortableLessons } from './SortableLessons';
import { showLesson, useLessonTarget } from './use-lesson-target';
import { useLessonMeetings } from './use-lesson-meetings';
import { useLocalDraftAutosave } from './use-local-draft-autosave';
import { useLivePlan } from './use-live-plan';
import { forgetUnitExperiences } from './use-unit-experiences';

/** The stack's gap spaces it: no margins of its own above the first lesson. */
const LessonsHeading = styled.h2`
  margin: 0;
`;

/** Where the focus goes once the lessons have re-rendered after an action. */
type FocusTarget =
  { key: string; on: 'card' | 'handle' | 'title' | 'invalid' } | { key: null; on: 'undo' };

export interface UnitPlanEditorProps {
  unit: Unit;
  /** The unit's standards keyed by standardRefKey; null while loading or unavailable. */
  standards: ReadonlyMap<string, Standard> | null;
  canEdit: boolean;
  /** Called once the first save has created the plan. */
  onCreated?: () => void;
}

/**
 * The lessons of a unit's plan: the working copy in the editor store (open it with
 * `openWorkingCopy` first), saved only on request (button or Ctrl/Cmd+S), kept in this browser
 * meanwhile and guarded when leaving. Someone who may not edit sees the lessons read-only.
 */
/** Read when the navigation happens, so a navigation right after a save is never blocked. */
const hasUnsavedChanges = () => useEditorStore.getState().dirty;
// One empty map, so the printed lessons are not redrawn for a new one on every render.

export function UnitPlanEditor({ unit, standards, canEdit, onCreated }: UnitPlanEditorProps) {
  const { t } = useTranslation('planner');
  const uid = useSession((session) => session.user?.uid ?? null);
  const planId = useEditorStore((state) => state.planId);
  const baseVersion = useEditorStore((state) => state.baseVersion);
  const [offer, setOffer] = useState<LocalDraft | null>(() =>
    canEdit && uid && planId ? keptCopyToOffer(uid, planId) : null,
  );
  const blocker = useLeaveGuard(hasUnsavedChanges);
  useLocalDraftAutosave(uid, canEdit && offer === null);
  useLivePlan();

  const printable = <PrintedPlan unit={unit} standards={standards} />;

  if (!canEdit)
    return (
      <>
        <ReadOnlyLessons unit={unit} standards={standards} />
        {printable}
      </>
    );

  if (offer && uid && planId)
    return (
      <RestoreDraftOffer
        savedAt={offer.savedAt}
        draftBaseVersion={offer.baseVersion}
        savedVersion={baseVersion}
        describe={(time) => t('planEditor.restore.text', { time, count: offer.lessons.length })}
        onRestore={() => {
          restoreLocalDraft(offer);
          setOffer(null);
        }}
        onDiscard={() => {
          clearLocalDraft(uid, planId);
          setOffer(null);
        }}
      />
    );

  return (
    <>
      <EditingView unit={unit} standards={standards} onCreated={onCreated} />
      <LeaveConfirmDialog
        blocker={blocker}
        text={t('planEditor.leave.text')}
        onDiscard={() => {
          if (uid && planId) clearLocalDraft(uid, planId);
          closeWorkingCopy();
        }}
      />
      {printable}
    </>
  );
}

/**
 * What is printed is what is on screen, unsaved edits included. Hidden on screen, it catches up
 * with an edit after the edit has been painted (a deferred value), not in the keystroke's frame.
 */
function PrintedPlan({
  unit,
  standards,
}: {
  unit: Unit;
  standards: ReadonlyMap<string, Standard> | null;
}) {
  const lessons = useDeferredValue(useEditorStore((state) => state.lessons));
  const printedLessons = useMemo(() => lessons.map(lessonAsTypedOnce), [lessons]);
  return (
    <PrintableUnitPlan unit={unit} lessons={printedLessons} standards={standards ?? NO_STANDARDS} />
  );
}

/** Each scheduled lesson's first meeting as a label, by position. */
function useMeetingLabels(unit: Unit) {
  const { i18n } = useTranslation('planner');
  const { byLesson, meetingCount } = useLessonMeetings(unit);
  const labels = useMemo(
    () =>
      new Map(
        [...byLesson].map(([index, meeting]) => [index, meetingLabel(meeting, i18n.language)]),
      ),
    [byLesson, i18n.language],
  );
  return { labels, meetingCount };
}

/** Read when asked, so that handlers that use it stay the same while the lessons change. */
const indexOfLesson = (key: string) =>
  useEditorStore.getState().lessons.findIndex((lesson) => lesson.key === key);

/**
 * Who else has this plan open (once it exists), and on which lesson: the list by the toolbar,
 * and this browser's own heartbeats. Drawn again only when the lessons' order or the people do.
 */
const PlanPresence = memo(function PlanPresence({ teamId }: { teamId: string }) {
  const { t } = useTranslation('planner');
  const planId = useEditorStore((state) => (state.baseVersion === null ? null : state.planId));
  const order = useEditorStore((state) => state.lessons.map((lesson) => lesson.key).join('\n'));
  const place = useMemo(
    () => (planId ? { teamId, kind: 'unitPlan' as const, docId: planId } : null),
    [teamId, planId],
  );
  const placeOf = useCallback(
    (key: string) => {
      const index = order.split('\n').indexOf(key);
      return index < 0 ? null : t('presence.lesson', { number: index + 1 });
    },
    [order, t],
  );
  return (
    <>
      <PresenceKeeper place={place} />
      <PresenceList placeOf={placeOf} />
    </>
  );
});

/** The read view: the outline and every lesson to read, for someone who may not edit. */
function ReadOnlyLessons({
  unit,
  standards,
}: {
  unit: Unit;
  standards: ReadonlyMap<string, Standard> | null;
}) {
  const { t } = useTranslation('planner');
  const lessons = useEditorStore((state) => state.lessons);
  const { labels } = useMeetingLabels(unit);
  const outline = useOutlineItems(lessons, standards, labels);
  const here = useNamesByItem();
  const [current, setCurrent] = useState<string | null>(null);
  useLessonTarget(lessons, () => undefined);
  const select = useCallback((key: string) => {
    setCurrent(key);
    showLesson(indexOfLesson(key));
  }, []);
  return (
    <Stack $gap={4} data-print="hidden">
      <FormMessage $kind="info">{t('planEditor.readOnly')}</FormMessage>
      <ButtonRow>
        <PrintButton />
        <ExportPlanButton unit={unit} standards={standards} />
      </ButtonRow>
      <PlanPresence teamId={unit.teamId} />
      {lessons.length === 0 ? (
        <p>{t('planEditor.noLessonsReadOnly')}</p>
      ) : (
        <OutlineLayout>
          <LessonOutline items={outline} currentKey={current} onSelect={select} here={here} />
          <LessonList aria-label={t('planEditor.lessonsHeading', { count: lessons.length })}>
            {lessons.map((lesson, index) => (
              <LessonView
                key={lesson.key}
                lesson={lessonAsTypedOnce(lesson)}
                index={index}
                standards={standards}
                meeting={labels.get(index) ?? null}
              />
            ))}
          </LessonList>
        </OutlineLayout>
      )}
    </Stack>
  );
}

function EditingView({ unit, standards, onCreated }: Omit<UnitPlanEditorProps, 'canEdit'>) {
  const { t } = useTranslation('planner');
  const lessonsHeadingId = useId();
  const lessons = useEditorStore((state) => state.lessons);
  const problems = useEditorStore((state) => state.problems);
  const removed = useEditorStore((state) => state.removed);
  const { labels, meetingCount } = useMeetingLabels(unit);
  const outline = useOutlineItems(lessons, standards, labels, problems);
  const here = useNamesByItem();
  // Lessons are summary cards; the first one starts open, others open on request.
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(lessons[0] ? [lessons[0].key] : []),
  );
  const [current, setCurrent] = useState<string | null>(() => lessons[0]?.key ?? null);
  // Each request is a new object, so asking for the same place twice still moves the focus.
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const [emptyRefused, setEmptyRefused] = useState(false);
  const undoButton = useRef<HTMLButtonElement>(null);

  const expand = useCallback(
    (keys: readonly string[]) => setOpen((current) => new Set([...current, ...keys])),
    [],
  );

  useLessonTarget(lessons, (key) => {
    expand([key]);
    setCurrent(key);
  });
  useEffect(() => () => forgetUnitExperiences(unit.id), [unit.id]);

  useEffect(() => {
    if (!focus) return;
    if (focus.key === null) undoButton.current?.focus();
    else {
      const card = document.querySelector<HTMLElement>(`[data-lesson-key="${focus.key}"]`);
      const selector =
        focus.on === 'invalid' ? '[aria-invalid="true"]' : `[data-focus="${focus.on}"]`;
      (focus.on === 'card' ? card : card?.querySelector<HTMLElement>(selector))?.focus();
    }
  }, [focus]);

  const afterSave = useCallback(
    (outcome: SaveOutcome) => {
      setEmptyRefused(outcome === 'empty');
      if (outcome === 'created') onCreated?.();
      if (outcome !== 'invalid') return;
      const state = useEditorStore.getState();
      const invalid = state.lessons.filter((lesson) => state.problems[lesson.key]);
      expand(invalid.map((lesson) => lesson.key));
      if (invalid[0]) setFocus({ key: invalid[0].key, on: 'invalid' });
    },
    [onCreated, expand],
  );
  const save = useCallback(async () => afterSave(await saveWorkingCopy(unit)), [afterSave, unit]);
  useSaveShortcut(save);

  const showProblemsOf = (key: string) => {
    expand([key]);
    setFocus({ key, on: 'invalid' });
  };

  // Stable, so that typing in one lesson leaves the other cards as they are.
  const actions = useMemo<LessonCardActions>(
    () => ({
      setExpanded: (key, expanded) => {
        setOpen((current) => {
          const next = new Set(current);
          if (expanded) next.add(key);
          else next.delete(key);
          return next;
        });
        if (expanded) setCurrent(key);
      },
      // The menu gives the focus back to its button, which moves with the lesson.
      move: (key, step) => {
        const index = indexOfLesson(key);
        moveLesson(index, index + step);
      },
      duplicate: (key) => {
        const copy = duplicateLesson(indexOfLesson(key));
        if (!copy) return;
        expand([copy]);
        setFocus({ key: copy, on: 'card' });
      },
      remove: (key) => {
        removeLesson(indexOfLesson(key));
        setFocus({ key: null, on: 'undo' });
      },
    }),
    [expand],
  );

  /** From the outline or the picker: this lesson alone is open, shown and focused. */
  const select = useCallback((key: string) => {
    setOpen(new Set([key]));
    setCurrent(key);
    showLesson(indexOfLesson(key));
  }, []);

  const undo = () => {
    const key = undoRemove();
    if (key) setFocus({ key, on: 'card' });
  };

  const add = () => {
    const key = addLesson();
    expand([key]);
    setCurrent(key);
    setFocus({ key, on: 'title' });
  };

  const acceptDraft = useCallback(
    (drafted: Parameters<typeof appendLessons>[0]) => {
      const [first] = appendLessons(drafted);
      if (!first) return;
      // The first drafted lesson opens, ready to be reviewed and edited.
      expand([first]);
      setCurrent(first);
      setFocus({ key: first, on: 'card' });
    },
    [expand],
  );

  return (
    <Stack $gap={4} data-print="hidden">
      <PlanToolbar
        unit={unit}
        standards={standards}
        meetingCount={meetingCount}
        onSave={save}
        onAcceptDraft={acceptDraft}
      />
      <PlanPresence teamId={unit.teamId} />
      <OnceHint id="plan-editor-save">{t('planEditor.saveHint')}</OnceHint>
      <SaveProblems unit={unit} onShowLesson={showProblemsOf} />
      <PlanConflicts standards={standards} who={null} />
      {emptyRefused && lessons.length === 0 && (
        <FormMessage $kind="error">{t('planEditor.emptyPlan')}</FormMessage>
      )}
      <OutlineLayout>
        {lessons.length > 0 && (
          <LessonOutline items={outline} currentKey={current} onSelect={select} here={here} />
        )}
        <Stack as="section" aria-labelledby={lessonsHeadingId}>
          <LessonsHeading id={lessonsHeadingId}>
            {t('planEditor.lessonsHeading', { count: lessons.length })}
          </LessonsHeading>
          {lessons.length === 0 ? (
            <p>{t('planEditor.noLessons')}</p>
          ) : (
            <SortableLessons
              unit={unit}
              lessons={lessons}
              problems={problems}
              standards={standards}
              isExpanded={(key) => open.has(key)}
              meetings={labels}
              actions={actions}
            />
          )}
          {removed && (
            <RemovedLessonNotice removed={removed} undoButton={undoButton} onUndo={undo} />
          )}
          <div>
            <Button type="button" $variant="secondary" onClick={add}>
              {t('planEditor.addLesson')}
            </Button>
          </div>
        </Stack>
      </OutlineLayout>
    </Stack>
  );
}
