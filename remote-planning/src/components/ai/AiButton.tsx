import { mdiCreation } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from 'react-aria-components';
import styled from 'styled-components';
import { Icon } from '@lesson-planner/shared-contracts/ui';

const Styled = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.palette.ai};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.aiSoft};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  svg {
    color: ${({ theme }) => theme.palette.ai};
  }
  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.palette.ai};
    color: ${({ theme }) => theme.palette.onAi};
    svg {
      color: inherit;
    }
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: default;
  }
`;

/**
 * The one AI affordance: the sparkle and "AI" in the AI accent, the same on every object. Its
 * accessible name (`label`) starts with the visible "AI" and says what it is for.
 */
export function AiButton({ label, ...props }: Omit<ButtonProps, 'children'> & { label: string }) {
  const { t } = useTranslation('planner');
  return (
    <Styled {...props} aria-label={label}>
      <Icon path={mdiCreation} size={18} />
      {t('aiPanel.button')}
    </Styled>
  );
}
