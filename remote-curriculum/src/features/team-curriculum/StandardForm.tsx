import { useMemo, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import {
  normaliseStandardCode,
  validateStandardFields,
  type FieldErrors,
  type Standard,
  type StandardFields,
} from '@lesson-planner/shared-contracts/curriculum';
import { ButtonRow, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import { failureCode } from '../../api/classroom-data';
import { useSaveStandard } from '../../api/curriculum-data';

const FIELDS = ['code', 'description', 'subject', 'gradeBand', 'strand'] as const;

const BLANK: StandardFields = { code: '', description: '', subject: '', gradeBand: '', strand: '' };

interface StandardFormProps {
  teamId: string;
  frameworkId: string;
  /** The framework's standards, to refuse a code already used. */
  standards: readonly Standard[];
  /** Editing this standard; without it the form adds one. */
  standard?: Standard;
  onDone: () => void;
}

export function StandardForm({
  teamId,
  frameworkId,
  standards,
  standard,
  onDone,
}: StandardFormProps) {
  const { t } = useTranslation('classroom');
  const [fields, setFields] = useState<StandardFields>(standard ?? BLANK);
  const [errors, setErrors] = useState<FieldErrors<keyof StandardFields>>({});
  const inputs = useRef<Partial<Record<keyof StandardFields, HTMLInputElement | null>>>({});
  const save = useSaveStandard(teamId, frameworkId);
  const takenCodes = useMemo(
    () =>
      new Set(
        standards
          .filter((other) => other.id !== standard?.id)
          .map((other) => normaliseStandardCode(other.code)),
      ),
    [standards, standard?.id],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateStandardFields(fields, takenCodes);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    try {
      await save.mutateAsync({ fields, previous: standard });
    } catch {
      return;
    }
    onDone();
  };

  return (
    <Card
      as="form"
      onSubmit={submit}
      noValidate
      aria-label={
        standard ? t('standards.editTitle', { code: standard.code }) : t('standards.addTitle')
      }
    >
      <Stack $gap={3}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            ref={(input) => {
              inputs.current[field] = input;
            }}
            label={t(`standards.fields.${field}`)}
            value={fields[field]}
            onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
            error={errors[field] ? t(`errors.${errors[field]}`) : null}
            required={field === 'code' || field === 'description'}
            autoComplete="off"
          />
        ))}
        <FailureMessage code={failureCode(save.error)} />
        <ButtonRow>
          <SubmitButton busy={save.isPending} busyLabel={t('actions.saving')}>
            {t('actions.save')}
          </SubmitButton>
          <Button type="button" $variant="secondary" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
        </ButtonRow>
      </Stack>
    </Card>
  );
}
