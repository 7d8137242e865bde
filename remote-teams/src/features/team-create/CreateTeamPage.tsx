import { useId, useState, type FormEvent } from 'react';
import { TextArea, TextField } from '@lesson-planner/shared-contracts/ui/kit';
import { useTranslation } from 'react-i18next';
import { validateTeamName } from '@lesson-planner/shared-contracts/rules';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { Card, Lead, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { createTeam, useTeamsStore } from '../../stores/teams-store';

export default function CreateTeamPage() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const descriptionId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const busy = useTeamsStore((state) => state.busy.createTeam === true);
  const error = useTeamsStore((state) => state.errors.createTeam);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTeamName(name);
    if (!checked.ok) {
      setNameError(t(`errors.${checked.error}`));
      return;
    }
    setNameError(null);
    const teamId = await createTeam({ name: checked.name, description: description.trim() });
    if (teamId) navigate(`/team/${teamId}`);
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
          <TeamErrorMessage code={error} />
          <div>
            <SubmitButton busy={busy} busyLabel={t('create.creating')}>
              {t('create.submit')}
            </SubmitButton>
          </div>
        </Stack>
      </Card>
    </PageSection>
  );
}
