import { useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isValidEmail } from '@lesson-planner/shared-contracts/rules';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { showToast } from '@lesson-planner/shared-contracts/ui';
import type { TeamDetail } from '../../api/team-types';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { failureCode } from '../../api/team-failure';
import { useCancelInvite, useInviteMember } from '../../api/team-mutations';

const InviteList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
`;

const dateOnly = { date: { dateStyle: 'medium' } } as const;

export function InvitesSection({ team, canManage }: { team: TeamDetail; canManage: boolean }) {
  const { t } = useTranslation('teams');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const sending = useInviteMember(team.id);
  const cancel = useCancelInvite(team.id);
  const inviting = sending.isPending;
  const cancelling = cancel.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setEmailError(t('errors.emailRequired'));
    if (!isValidEmail(email)) return setEmailError(t('errors.invalidEmail'));
    setEmailError(null);
    sending.mutate(email, {
      onSuccess: () => {
        showToast(t('invites.sent', { email: email.trim() }));
        setEmail('');
      },
    });
  };

  return (
    <Card as="section" aria-labelledby="invites-title">
      <Stack>
        <h2 id="invites-title">{t('invites.title')}</h2>
        {canManage && (
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextField
                label={t('invites.email')}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={emailError}
              />
              <TeamErrorMessage code={failureCode(sending.error)} />
              <div>
                <SubmitButton busy={inviting} busyLabel={t('invites.sending')}>
                  {t('invites.send')}
                </SubmitButton>
              </div>
            </Stack>
          </form>
        )}
        <TeamErrorMessage code={failureCode(cancel.error)} />
        {team.invites.length === 0 ? (
          <p>{t('invites.none')}</p>
        ) : (
          <InviteList aria-label={t('invites.pendingList')}>
            {team.invites.map((invite) => (
              <li key={invite.id}>
                <span>
                  {invite.email}
                  {invite.invitedAt && (
                    <>
                      {' · '}
                      {t('invites.invitedOn', { date: invite.invitedAt, formatParams: dateOnly })}
                    </>
                  )}
                </span>
                {canManage && (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={cancelling}
                    onClick={() => cancel.mutate(invite.id)}
                    aria-label={t('invites.cancelFor', { email: invite.email })}
                  >
                    {t('invites.cancel')}
                  </Button>
                )}
              </li>
            ))}
          </InviteList>
        )}
      </Stack>
    </Card>
  );
}
