import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { mdiCheck } from '@mdi/js';
import { Icon, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';

type StepState = 'done' | 'current' | 'next';

function stateOf(number: number, current: number, done: number): StepState {
  if (number <= done) return 'done';
  return number === current ? 'current' : 'next';
}

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.palette.textMuted : theme.palette.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};
`;

const Mark = styled.span<{ $state: StepState }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.palette.ai};
  ${({ theme, $state }) =>
    $state === 'next'
      ? css`
          border-color: ${theme.palette.border};
        `
      : css`
          background: ${theme.palette.ai};
          color: ${theme.palette.onAi};
        `}
`;

/**
 * The two steps of planning a unit with AI (the unit and its standards, then the lessons), the
 * current one marked for assistive technology as well (aria-current="step").
 */
export function PlanSteps({ current, done }: { current: 1 | 2; done: 0 | 1 | 2 }) {
  const { t } = useTranslation('planner');
  const labels = [t('aiUnit.stepUnit'), t('aiUnit.stepLessons')];
  return (
    <Steps aria-label={t('aiUnit.steps')}>
      {labels.map((label, index) => {
        const number = index + 1;
        const state = stateOf(number, current, done);
        return (
          <Step key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Mark $state={state} aria-hidden="true">
              {state === 'done' ? <Icon path={mdiCheck} size={18} /> : number}
            </Mark>
            {label}
            {state === 'done' && <VisuallyHidden> ({t('aiUnit.stepDone')})</VisuallyHidden>}
          </Step>
        );
      })}
    </Steps>
  );
}
