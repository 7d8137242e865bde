// The editor's sticky toolbar: where the copy stands (saved, unsaved, saving), the plan's AI
// panel, Save, Print and Export. Memoised and reading the store itself, so that a keystroke or an opened
// lesson, which redraw the lessons, leave it as it is.
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import {
  estimateDraftTokens,
  type Lesson,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import { breakpoints } from '@lesson-planner/shared-contracts/theme';
import { Button, Spinner } from '@lesson-planner/shared-contracts/ui';
import { AiPanel } from '../../../components/ai/AiPanel';
import { saveStatus } from '../../../components/editing';
import { PrintButton } from '../../../components/PrintButton';
import { draftRoom } from '../../../components/ai-draft';
import { UnitPlanDraftPanel } from '../generation';
import type { StandardsByKey } from '../print';
import { ExportPlanButton } from './ExportPlanButton';
import { useEditorStore } from './editor-store';
import { PLAN_TOOLBAR_HEIGHT } from './lesson-layout';
import { useHeightVariable } from './use-height-variable';

/** Stays in reach while scrolling a long plan, just under the shell's sticky 64px app bar. */
const Toolbar = styled.div`
  position: sticky;
  top: 64px;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  background: ${({ theme }) => theme.palette.background};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  /* On a phone the buttons keep one row under the status: Print and Export show their icons,
     their words stay their names for assistive technology. */
  @media (max-width: ${breakpoints.sm - 1}px) {
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    [data-button-label] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    button:has(> [data-button-label]) {
      padding: 0 ${({ theme }) => theme.space(3)};
    }
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export interface PlanToolbarProps {
  unit: Unit;
  /** The standards the exported document names; null while they are read. */
  standards: StandardsByKey | null;
  /** The classroom's meetings in the unit's weeks, when known: how many lessons a draft offers. */
  meetingCount: number | null;
  /** Both stable across renders (the toolbar is memoised). */
  onSave: () => void;
  onAcceptDraft: (drafted: readonly Lesson[]) => void;
}

export const PlanToolbar = memo(function PlanToolbar({
  unit,
  standards,
  meetingCount,
  onSave,
  onAcceptDraft,
}: PlanToolbarProps) {
  const { t, i18n } = useTranslation('planner');
  const toolbar = useRef<HTMLDivElement>(null);
  useHeightVariable(toolbar, PLAN_TOOLBAR_HEIGHT);
  const lessonCount = useEditorStore((state) => state.lessons.length);
  const dirty = useEditorStore((state) => state.dirty);
  const saving = useEditorStore((state) => state.saving);
  const savedAt = useEditorStore((state) => state.savedAt);
  const isNew = useEditorStore((state) => state.baseVersion === null);

  const formatTime = dateTimeFormatter(i18n.language, { timeStyle: 'short' });
  const status = t(`planEditor.status.${saveStatus({ saving, dirty, savedAt, isNew })}`, {
    time: savedAt && formatTime(savedAt),
  });

  return (
    <Toolbar ref={toolbar}>
      <Status role="status">{status}</Status>
      <ButtonRow>
        <AiPanel
          objectName={t('aiPanel.planObject')}
          buttonLabel={t('aiPanel.planButton')}
          teamId={unit.teamId}
          actions={[
            {
              id: 'draftLessons',
              label: t('aiPanel.draftLessons'),
              cost: estimateDraftTokens(
                'unitPlan',
                Math.min(meetingCount ?? unit.weeks * 3, draftRoom(lessonCount)),
              ),
              render: (done) => (
                <UnitPlanDraftPanel
                  unit={unit}
                  lessonCount={lessonCount}
                  meetingCount={meetingCount}
                  onAccept={(drafted) => {
                    onAcceptDraft(drafted);
                    done();
                  }}
                />
              ),
            },
          ]}
        />
        <Button type="button" onClick={onSave} disabled={saving} aria-busy={saving}>
          {saving && <Spinner />}
          {saving ? t('planEditor.saving') : isNew ? t('planEditor.create') : t('planEditor.save')}
        </Button>
        <PrintButton />
        <ExportPlanButton unit={unit} standards={standards} />
      </ButtonRow>
    </Toolbar>
  );
});
