import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FieldStack,
  FormMessage,
  Label,
  SubmitButton,
  TextField,
  Textarea,
} from '@lesson-planner/shared-contracts/forms';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Stack, useRetryableLoad } from '@lesson-planner/shared-contracts/ui';
import { listReflections } from '../../api/experience-reads';
import { addReflection } from '../../api/experience-writes';
import { PlanningFailure, type PlanningFailureCode } from '../../api/planning-failure';
import { FailureMessage } from '../../components/FailureMessage';
import { FailureWithRetry } from '../../components/FailureWithRetry';
import { DATE_ONLY, localDateOf } from '../../components/local-date';

const today = () => new Date().toLocaleDateString('en-CA');

/**
 * After teaching it: dated reflections, "what worked / what to change". Each is its own
 * document, so a reflection never overwrites another, nor an edit of the experience.
 */
export function ReflectionsSection({ experienceId }: { experienceId: string }) {
  const { t } = useTranslation('experiences');
  const headingId = useId();
  const user = useSession((session) => session.user);
  const [added, setAdded] = useState(0);
  const { data, failure, retry } = useRetryableLoad(
    () => listReflections(experienceId),
    [experienceId, added],
    (error) => PlanningFailure.from(error).code,
  );
  const [taughtOn, setTaughtOn] = useState(today);
  const [worked, setWorked] = useState('');
  const [change, setChange] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<'reflectionEmpty' | 'invalidDate' | null>(null);
  const [saveFailure, setSaveFailure] = useState<PlanningFailureCode | undefined>();
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!worked.trim() && !change.trim()) return setProblem('reflectionEmpty');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(taughtOn)) return setProblem('invalidDate');
    if (!user) return;
    setProblem(null);
    setSaving(true);
    setSaveFailure(undefined);
    try {
      await addReflection(
        experienceId,
        { taughtOn, worked, change },
        { uid: user.uid, name: user.displayName ?? user.email ?? '' },
      );
      setWorked('');
      setChange('');
      setSaved(true);
      setAdded((n) => n + 1);
    } catch (error) {
      setSaveFailure(PlanningFailure.from(error).code);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack $gap={3}>
        <h2 id={headingId}>{t('reflections.title')}</h2>
        {failure ? (
          <FailureWithRetry code={failure} onRetry={retry} />
        ) : !data ? (
          <p role="status">{t('reflections.loading')}</p>
        ) : data.length === 0 ? (
          <p>{t('reflections.none')}</p>
        ) : (
          <ul>
            {data.map((reflection) => (
              <li key={reflection.id}>
                <p>
                  <strong>
                    {t('reflections.byline', {
                      name: reflection.authorName || t('reflections.someone'),
                      date: localDateOf(reflection.taughtOn),
                      formatParams: DATE_ONLY,
                    })}
                  </strong>
                </p>
                {reflection.worked && (
                  <p>
                    {t('reflections.worked')}: {reflection.worked}
                  </p>
                )}
                {reflection.change && (
                  <p>
                    {t('reflections.change')}: {reflection.change}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        <form data-print="hidden" noValidate onSubmit={(event) => void submit(event)}>
          <Stack $gap={2}>
            <h3>{t('reflections.add')}</h3>
            <TextField
              label={t('reflections.taughtOn')}
              type="date"
              value={taughtOn}
              error={problem === 'invalidDate' ? t('problems.invalidDate') : null}
              onChange={(event) => setTaughtOn(event.target.value)}
            />
            <FieldStack>
              <Label htmlFor={`${headingId}-worked`}>{t('reflections.worked')}</Label>
              <Textarea
                id={`${headingId}-worked`}
                rows={3}
                maxLength={2000}
                value={worked}
                onChange={(event) => setWorked(event.target.value)}
              />
            </FieldStack>
            <FieldStack>
              <Label htmlFor={`${headingId}-change`}>{t('reflections.change')}</Label>
              <Textarea
                id={`${headingId}-change`}
                rows={3}
                maxLength={2000}
                value={change}
                onChange={(event) => setChange(event.target.value)}
              />
            </FieldStack>
            {problem === 'reflectionEmpty' && (
              <FormMessage $kind="error">{t('problems.reflectionEmpty')}</FormMessage>
            )}
            <FailureMessage code={saveFailure} />
            {saved && <FormMessage $kind="success">{t('reflections.saved')}</FormMessage>}
            <div>
              <SubmitButton busy={saving} busyLabel={t('reflections.saving')}>
                {t('reflections.save')}
              </SubmitButton>
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
