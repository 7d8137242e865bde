import { useId, useState, type FormEvent } from 'react';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { isTeamLeader, nextLeader } from '@lesson-planner/shared-contracts/rules';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { SubmitButton } from '@lesson-planner/shared-contracts/forms';
import type { TeamDetail } from '../../api/team-types';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { failureCode } from '../../api/team-failure';
import { useLeaveTeam } from '../../api/team-mutations';

/**
 * Leaving the team. A leader who is the only one leading picks who leads next (the earliest
 * member is proposed, as the server would choose); a last member is told the team stays.
 */
export function LeaveSection({ team, myId }: { team: TeamDetail; myId: string | null }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const selectId = useId();
  const [confirming, setConfirming] = useState(false);
  const [successor, setSuccessor] = useState<string | undefined>(undefined);
  const leaving = useLeaveTeam(team.id);
  if (!myId || !team.members.some((member) => member.userId === myId)) return null;

  const others = team.members.filter((member) => member.userId !== myId);
  const mustHandOver =
    isTeamLeader(team, myId) && !others.some((member) => isTeamLeader(team, member.userId));
  const proposed = mustHandOver
    ? nextLeader({ members: others, leavingUserId: myId })?.userId
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    leaving.mutate(mustHandOver ? (successor ?? proposed ?? null) : null, {
      onSuccess: () => navigate('/team'),
    });
  };

  return (
    <Card as="section" aria-labelledby="leave-title">
      <Stack>
        <h2 id="leave-title">{t('leave.title')}</h2>
        {!confirming ? (
          <div>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
              {t('leave.start')}
            </Button>
          </div>
        ) : (
          <form onSubmit={submit}>
            <Stack>
              {mustHandOver && others.length > 0 && (
                <Select
                  label={t('leave.successor')}
                  id={selectId}
                  value={successor ?? proposed}
                  onChange={(event) => setSuccessor(event.target.value)}
                >
                  {others.map((member) => (
                    <option key={member.userId} value={member.userId}>
                      {member.name}
                    </option>
                  ))}
                </Select>
              )}
              <p>{others.length === 0 ? t('leave.lastMember') : t('leave.confirmText')}</p>
              <TeamErrorMessage code={failureCode(leaving.error)} />
              <Stack $gap={2}>
                <div>
                  <SubmitButton busy={leaving.isPending} busyLabel={t('leave.leaving')}>
                    {t('leave.confirm', { team: team.name })}
                  </SubmitButton>
                </div>
                <div>
                  <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
                    {t('actions.keep')}
                  </Button>
                </div>
              </Stack>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
