import { useId, useState, type FormEvent } from 'react';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import type { Experience } from '@lesson-planner/shared-contracts/planning';
import { SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { useMyTeams } from '../../../api/my-teams-data';
import { duplicateExperience } from '../../../api/experience-writes';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { FailureMessage } from '../../../components/FailureMessage';

// The teams until they are read (one list, not a new one per render).
const NO_TEAMS: never[] = [];

/** A copy of the experience, as the user's draft, in this team or another of theirs. */
export function DuplicateSection({ experience }: { experience: Experience }) {
  const { t } = useTranslation('experiences');
  const headingId = useId();
  const navigate = useNavigate();
  const uid = useSession((session) => session.user?.uid ?? null);
  const { data: teams = NO_TEAMS } = useMyTeams();
  const [teamId, setTeamId] = useState(experience.teamId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!uid) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const title = t('duplicate.copyTitle', { title: experience.title }).slice(0, 150);
      const id = await duplicateExperience(experience, teamId, title, uid);
      navigate(`/experiences/edit/${id}`);
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId} data-print="hidden">
      <form onSubmit={(event) => void submit(event)}>
        <Stack $gap={2}>
          <h2 id={headingId}>{t('duplicate.title')}</h2>
          <p>{t('duplicate.lead')}</p>
          <Select
            label={t('duplicate.team')}
            value={teamId}
            onChange={(event) => setTeamId(event.target.value)}
          >
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </Select>
          <FailureMessage code={failure} />
          <div>
            <SubmitButton busy={busy} busyLabel={t('duplicate.busy')} variant="secondary">
              {t('duplicate.submit')}
            </SubmitButton>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
