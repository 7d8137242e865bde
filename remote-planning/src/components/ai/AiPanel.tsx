import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AiChoices, AiSheet } from '@lesson-planner/shared-contracts/ui/kit';
import { useTeamAllowance } from './use-team-allowance';

/** One thing AI can do on the object; `render` draws its form, preview and Use/Discard. */
export interface AiAction {
  id: string;
  label: string;
  /** About what it costs (estimateDraftTokens). */
  cost: number;
  render: (done: () => void) => ReactNode;
}

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/**
 * The AI button and its panel, the same on every object: what AI can do here, about what it
 * costs, the team's allowance, and the chosen action (which streams its draft and lets the
 * teacher use or discard it; using it closes the panel).
 */
export function AiPanel({
  objectName,
  buttonLabel,
  teamId,
  actions,
}: {
  /** "Lesson 3", "This unit": the panel's title after "AI ·". */
  objectName: string;
  /** The button's accessible name, starting with "AI". */
  buttonLabel: string;
  /** The team that pays; empty while none is chosen (no allowance to show). */
  teamId: string;
  actions: readonly AiAction[];
}) {
  const { t } = useTranslation('planner');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(actions[0]?.id ?? '');
  const action = actions.find((candidate) => candidate.id === chosen) ?? actions[0];
  return (
    <AiSheet
      buttonLabel={buttonLabel}
      buttonText={t('aiPanel.button')}
      title={t('aiPanel.title', { object: objectName })}
      closeLabel={t('aiPanel.close')}
      isOpen={open}
      onOpenChange={setOpen}
    >
      {(close) => (
        <>
          {actions.length > 1 && (
            <AiChoices
              label={t('aiPanel.choices')}
              value={chosen}
              onChange={setChosen}
              options={actions.map((candidate) => ({
                value: candidate.id,
                label: candidate.label,
              }))}
            />
          )}
          {action && <Quiet>{t('aiPanel.cost', { count: action.cost })}</Quiet>}
          {open && teamId && <Allowance teamId={teamId} />}
          {action?.render(close)}
        </>
      )}
    </AiSheet>
  );
}

function Allowance({ teamId }: { teamId: string }) {
  const { t } = useTranslation('planner');
  const allowance = useTeamAllowance(teamId);
  if (!allowance) return null;
  return <Quiet>{t('aiPanel.allowance', { used: allowance.used, limit: allowance.limit })}</Quiet>;
}
