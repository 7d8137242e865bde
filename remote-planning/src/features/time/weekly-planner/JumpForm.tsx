import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { DateField } from '@lesson-planner/shared-contracts/localized-fields';
import { isIsoDate } from '@lesson-planner/shared-contracts/schedule';
import { Button } from '@lesson-planner/shared-contracts/ui';

/** The Go button on the line of the date's box, under the field's label (not its label's). */
const JumpRow = styled(ButtonRow)`
  align-items: flex-end;
`;

/** "Go to the week of…": a date typed or picked, checked before the week changes. */
export function JumpForm({ onGo }: { onGo: (date: string) => void }) {
  const { t } = useTranslation('planner');
  const [jump, setJump] = useState('');
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(jump)) return setProblem(true);
    setProblem(false);
    onGo(jump);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('weekly.jumpLabel')}>
      <JumpRow>
        <DateField
          label={t('weekly.jumpDate')}
          value={jump}
          onChange={(value) => setJump(value)}
          error={problem ? t('weekly.jumpInvalid') : null}
        />
        <Button type="submit" $variant="secondary">
          {t('weekly.jump')}
        </Button>
      </JumpRow>
    </form>
  );
}
