import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { validateFrameworkName, type Framework } from '@lesson-planner/shared-contracts/curriculum';
import { ButtonRow, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import { failureCode } from '../../api/classroom-data';
import { useCreateFramework, useUpdateFramework } from '../../api/curriculum-data';

/** "Maths, Science" → ["Maths", "Science"]; the comma of every language is accepted. */
const splitList = (value: string): string[] =>
  value
    .split(/[,،、，;]/)
    .map((item) => item.trim())
    .filter(Boolean);

interface FrameworkFormProps {
  teamId: string;
  /** Editing this framework; without it the form creates one. */
  framework?: Framework;
  /** Called with the framework's id after saving, or null when cancelled. */
  onDone: (frameworkId: string | null) => void;
}

export function FrameworkForm({ teamId, framework, onDone }: FrameworkFormProps) {
  const { t } = useTranslation('classroom');
  const [name, setName] = useState(framework?.name ?? '');
  const [description, setDescription] = useState(framework?.description ?? '');
  const [subjects, setSubjects] = useState(framework?.subjects.join(', ') ?? '');
  const [gradeBands, setGradeBands] = useState(framework?.gradeBands.join(', ') ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useCreateFramework(teamId);
  const update = useUpdateFramework(teamId, framework?.id ?? '');
  const save = framework ? update : create;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateFrameworkName(name);
    if (invalid) {
      setNameError(t(`errors.${invalid}`));
      nameRef.current?.focus();
      return;
    }
    setNameError(null);
    const fields = {
      name,
      description,
      subjects: splitList(subjects),
      gradeBands: splitList(gradeBands),
    };
    try {
      if (framework) {
        await update.mutateAsync(fields);
        onDone(framework.id);
      } else {
        onDone(await create.mutateAsync(fields));
      }
    } catch {
      // The reason shows below the form.
    }
  };

  return (
    <Card
      as="form"
      onSubmit={submit}
      noValidate
      aria-label={framework ? t('frameworks.editTitle') : t('frameworks.createTitle')}
    >
      <Stack $gap={4}>
        <TextField
          ref={nameRef}
          label={t('frameworks.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          required
          maxLength={120}
          autoComplete="off"
        />
        <TextField
          label={t('frameworks.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          autoComplete="off"
        />
        <TextField
          label={t('frameworks.subjects')}
          hint={t('frameworks.listHint')}
          value={subjects}
          onChange={(event) => setSubjects(event.target.value)}
          autoComplete="off"
        />
        <TextField
          label={t('frameworks.gradeBands')}
          hint={t('frameworks.listHint')}
          value={gradeBands}
          onChange={(event) => setGradeBands(event.target.value)}
          autoComplete="off"
        />
        <FailureMessage code={failureCode(save.error)} />
        <ButtonRow>
          <SubmitButton busy={save.isPending} busyLabel={t('actions.saving')}>
            {framework ? t('actions.save') : t('frameworks.createSubmit')}
          </SubmitButton>
          <Button type="button" $variant="secondary" onClick={() => onDone(null)}>
            {t('actions.cancel')}
          </Button>
        </ButtonRow>
      </Stack>
    </Card>
  );
}
