import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { DateField } from '@lesson-planner/shared-contracts/localized-fields';
import { isIsoDate } from '@lesson-planner/shared-contracts/schedule';
import { Button } from '@lesson-planner/shared-contracts/ui';

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
      <ButtonRow>
        <DateField
          label={t('weekly.jumpDate')}
          value={jump}
          onChange={(value) => setJump(value)}
          error={problem ? t('weekly.jumpInvalid') : null}
        />
        <Button type="submit" $variant="secondary">
          {t('weekly.jump')}
        </Button>
      </ButtonRow>
    </form>
  );
}
