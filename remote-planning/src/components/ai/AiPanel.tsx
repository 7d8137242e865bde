import { mdiClose, mdiCreation } from '@mdi/js';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import styled from 'styled-components';
import { Icon, Stack } from '@lesson-planner/shared-contracts/ui';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { AiButton } from './AiButton';
import { useTeamAllowance } from './use-team-allowance';

/** One thing AI can do on the object; `render` draws its form, preview and Use/Discard. */
export interface AiAction {
  id: string;
  label: string;
  /** About what it costs (estimateDraftTokens). */
  cost: number;
  render: (done: () => void) => ReactNode;
}

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgb(0 0 0 / 35%);
`;

/** A sheet from the right on wide screens, from the bottom on phones. */
const Sheet = styled(Modal)`
  position: fixed;
  inset: auto 0 0 0;
  max-height: 90vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.palette.background};
  border-top: 4px solid ${({ theme }) => theme.palette.ai};
  border-radius: 12px 12px 0 0;
  ${mediaUp('md')} {
    inset: 0 0 0 auto;
    width: min(36rem, 100vw);
    max-height: none;
    border-top: 0;
    border-left: 4px solid ${({ theme }) => theme.palette.ai};
    border-radius: 0;
  }
`;

const Body = styled(Dialog)`
  padding: ${({ theme }) => theme.space(4)};
  outline: none;
  ${mediaUp('md')} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.type.subheading};
  }
  > svg {
    color: ${({ theme }) => theme.palette.ai};
  }
`;

const Close = styled(Button)`
  display: inline-flex;
  min-width: 40px;
  min-height: 40px;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const Choices = styled(RadioGroup)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > span {
    flex-basis: 100%;
    font-weight: 600;
  }
`;

const Choice = styled(Radio)`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 999px;
  cursor: pointer;
  &[data-selected] {
    border-color: ${({ theme }) => theme.palette.ai};
    background: ${({ theme }) => theme.palette.aiSoft};
    font-weight: 600;
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

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
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <AiButton label={buttonLabel} />
      <Overlay isDismissable>
        <Sheet>
          <Body aria-label={t('aiPanel.title', { object: objectName })}>
            {({ close }) => (
              <Stack $gap={4}>
                <Top>
                  <Icon path={mdiCreation} />
                  <Heading slot="title">{t('aiPanel.title', { object: objectName })}</Heading>
                  <Close aria-label={t('aiPanel.close')} onPress={close}>
                    <Icon path={mdiClose} />
                  </Close>
                </Top>
                {actions.length > 1 && (
                  <Choices value={chosen} onChange={setChosen} aria-label={t('aiPanel.choices')}>
                    {actions.map((candidate) => (
                      <Choice key={candidate.id} value={candidate.id}>
                        {candidate.label}
                      </Choice>
                    ))}
                  </Choices>
                )}
                {action && <Quiet>{t('aiPanel.cost', { count: action.cost })}</Quiet>}
                {open && teamId && <Allowance teamId={teamId} />}
                {action?.render(close)}
              </Stack>
            )}
          </Body>
        </Sheet>
      </Overlay>
    </DialogTrigger>
  );
}

function Allowance({ teamId }: { teamId: string }) {
  const { t } = useTranslation('planner');
  const allowance = useTeamAllowance(teamId);
  if (!allowance) return null;
  return <Quiet>{t('aiPanel.allowance', { used: allowance.used, limit: allowance.limit })}</Quiet>;
}
