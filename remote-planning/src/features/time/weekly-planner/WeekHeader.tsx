import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { formatDateRange } from '@lesson-planner/shared-contracts/interface';
import { addDays } from '@lesson-planner/shared-contracts/schedule';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { IconButton } from '@lesson-planner/shared-contracts/ui/kit';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.subheading};
    min-width: 10rem;
    text-align: center;
  }
`;

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "‹ 23–27 Nov 2026 › Today": the week shown (Monday to Friday) and the way to others. */
export function WeekHeader({
  monday,
  lastDay,
  onGo,
  onToday,
}: {
  monday: string;
  /** The week's last day shown: Friday, or the weekend's day when a class meets then. */
  lastDay: string;
  onGo: (monday: string) => void;
  onToday: () => void;
}) {
  const { t, i18n } = useTranslation('planner');
  const range = formatDateRange(utcDay(monday), utcDay(lastDay), i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <Bar>
      <IconButton
        outlined
        icon={mdiChevronLeft}
        label={t('weekly.previous')}
        onPress={() => onGo(addDays(monday, -7))}
      />
      <h2 aria-live="polite">{range}</h2>
      <IconButton
        outlined
        icon={mdiChevronRight}
        label={t('weekly.next')}
        onPress={() => onGo(addDays(monday, 7))}
      />
      <Button type="button" $variant="secondary" onClick={onToday}>
        {t('weekly.todayShort')}
      </Button>
    </Bar>
  );
}
