import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { mdiDotsHorizontal } from '@mdi/js';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { iconButtonCss } from './icon-button';

const Trigger = styled(AriaButton)`
  ${iconButtonCss}
`;

const MenuPopover = styled(Popover)`
  min-width: 14rem;
  background: ${({ theme }) => theme.palette.surfaceRaised};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
`;

const Item = styled(MenuItem)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.palette.accentSoft};
  }
`;

/** "⋯" on a lesson in the week: the rarer ways on from it, named in full for assistive tech. */
export function LessonMenu({
  label,
  lessonHref,
  classroomId,
}: {
  /** "More for Lesson 1 in 5B Science, Mon 23 Nov 8:30–9:20". */
  label: string;
  lessonHref: string;
  classroomId: string;
}) {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  return (
    <MenuTrigger>
      <Trigger aria-label={label} className="no-print">
        <Icon path={mdiDotsHorizontal} />
      </Trigger>
      <MenuPopover placement="bottom end">
        <Menu
          aria-label={label}
          onAction={(key) =>
            void navigate(key === 'lesson' ? lessonHref : `/scheduler?classroomId=${classroomId}`)
          }
        >
          <Item id="lesson">{t('weekly.openLesson')}</Item>
          <Item id="scheduler">{t('weekly.openScheduler')}</Item>
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}
