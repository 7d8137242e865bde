import { useId, useState, type FormEvent } from 'react';
import { TextArea } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { DateField } from '@lesson-planner/shared-contracts/localized-fields';
import {
  MAX_REFLECTIONS_PER_MEMBER,
  type Reflection,
} from '@lesson-planner/shared-contracts/planning';
import { isSchoolDate } from '@lesson-planner/shared-contracts/schema';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { addReflection } from '../../../api/experience-writes';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { FailureMessage } from '../../../components/FailureMessage';

const today = () => new Date().toLocaleDateString('en-CA');

/**
 * The caller's new reflection, dated. It says how many one teacher may keep; at that limit the
 * save is refused with a message saying to delete one first, and what was typed stays.
 */
export function ReflectionForm({
  experienceId,
  uid,
  onAdded,
}: {
  experienceId: string;
  uid: string;
  onAdded: (reflection: Reflection) => void;
}) {
  const { t } = useTranslation('experiences');
  const id = useId();
  const [taughtOn, setTaughtOn] = useState(today);
  const [worked, setWorked] = useState('');
  const [change, setChange] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<
    'reflectionEmpty' | 'invalidDate' | 'dateOutOfRange' | null
  >(null);
  const [saveFailure, setSaveFailure] = useState<PlanningFailureCode | undefined>();
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!worked.trim() && !change.trim()) return setProblem('reflectionEmpty');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(taughtOn)) return setProblem('invalidDate');
    if (!isSchoolDate(taughtOn)) return setProblem('dateOutOfRange');
    setProblem(null);
    setSaving(true);
    setSaveFailure(undefined);
    try {
      const id = await addReflection(experienceId, { taughtOn, worked, change }, uid);
      setWorked('');
      setChange('');
      setSaved(true);
      onAdded({
        id,
        authorId: uid,
        taughtOn,
        worked: worked.trim(),
        change: change.trim(),
        createdAt: new Date(),
      });
    } catch (error) {
      setSaveFailure(PlanningFailure.from(error).code);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form data-print="hidden" noValidate onSubmit={(event) => void submit(event)}>
      <Stack $gap={2}>
        <h3>{t('reflections.add')}</h3>
        <p>{t('reflections.limit', { max: MAX_REFLECTIONS_PER_MEMBER })}</p>
        <DateField
          label={t('reflections.taughtOn')}
          value={taughtOn}
          error={
            problem === 'invalidDate' || problem === 'dateOutOfRange'
              ? t(`problems.${problem}`)
              : null
          }
          onChange={(value) => setTaughtOn(value)}
        />
        <TextArea
          label={t('reflections.worked')}
          id={`${id}-worked`}
          rows={3}
          maxLength={2000}
          value={worked}
          onChange={(event) => setWorked(event.target.value)}
        />
        <TextArea
          label={t('reflections.change')}
          id={`${id}-change`}
          rows={3}
          maxLength={2000}
          value={change}
          onChange={(event) => setChange(event.target.value)}
        />
        {problem === 'reflectionEmpty' && (
          <FormMessage $kind="error">{t('problems.reflectionEmpty')}</FormMessage>
        )}
        <FailureMessage code={saveFailure} />
        {saved && <FormMessage $kind="success">{t('reflections.saved')}</FormMessage>}
        <div>
          <SubmitButton busy={saving} busyLabel={t('reflections.saving')} variant="secondary">
            {t('reflections.save')}
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
