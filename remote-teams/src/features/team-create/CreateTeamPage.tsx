import { useId, useState, type FormEvent } from 'react';
import { TextArea, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { validateTeamName } from '@lesson-planner/shared-contracts/rules';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { Card, Lead, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { failureCode } from '../../api/team-failure';
import { useCreateTeam } from '../../api/team-mutations';

export default function CreateTeamPage() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const descriptionId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const creating = useCreateTeam();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTeamName(name);
    if (!checked.ok) {
      setNameError(t(`errors.${checked.error}`));
      return;
    }
    setNameError(null);
    creating.mutate(
      { name: checked.name, description: description.trim() },
      { onSuccess: (teamId) => navigate(`/team/${teamId}`) },
    );
  };

  return (
    <PageSection>
      <PageHeading>{t('titles.teamCreate')}</PageHeading>
      <Lead>{t('create.lead')}</Lead>
      <Card as="form" onSubmit={submit} noValidate>
        <Stack $gap={4}>
          <TextField
            label={t('create.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError}
            required
            maxLength={100}
            autoComplete="off"
          />
          <TextArea
            label={t('create.description')}
            id={descriptionId}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={1000}
          />
          <TeamErrorMessage code={failureCode(creating.error)} />
          <div>
            <SubmitButton busy={creating.isPending} busyLabel={t('create.creating')}>
              {t('create.submit')}
            </SubmitButton>
          </div>
        </Stack>
      </Card>
    </PageSection>
  );
}
