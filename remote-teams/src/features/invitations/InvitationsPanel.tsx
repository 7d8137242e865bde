import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import {
  acceptInvitation,
  declineInvitation,
  loadInvitations,
  useTeamsStore,
} from '../../stores/teams-store';

const InvitationList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The signed-in user's pending team invitations, with accept and decline (shown on /profile).
 * Only a verified address sees its invitations; until then the panel says how to verify it.
 */
export default function InvitationsPanel() {
  const { t } = useTranslation('teams');
  const verified = useSession((session) => session.user?.emailVerified === true);
  const invitations = useTeamsStore((state) => state.invitations?.data ?? null);
  const incomplete = useTeamsStore((state) => state.invitationsIncomplete);
  const loading = useTeamsStore((state) => state.busy.loadInvitations === true);
  const accepting = useTeamsStore((state) => state.busy.acceptInvite === true);
  const declining = useTeamsStore((state) => state.busy.declineInvite === true);
  const errors = useTeamsStore((state) => state.errors);

  const wasVerified = useRef(verified);
  useEffect(() => {
    // Verifying (confirmed on this page) changes what the server shows: ask again at once
    // rather than serve the empty list cached while the address was unverified.
    void loadInvitations({ force: verified && !wasVerified.current });
    wasVerified.current = verified;
  }, [verified]);

  if (!verified) {
    return (
      <Card as="section" aria-labelledby="invitations-title">
        <Stack>
          <h2 id="invitations-title">{t('invitations.title')}</h2>
          <p>{t('invitations.verifyFirst')}</p>
        </Stack>
      </Card>
    );
  }

  return (
    <Card as="section" aria-labelledby="invitations-title">
      <Stack>
        <h2 id="invitations-title">{t('invitations.title')}</h2>
        {loading && !invitations && (
          <p role="status">
            <Spinner /> {t('invitations.loading')}
          </p>
        )}
        <TeamErrorMessage code={errors.loadInvitations} />
        <TeamErrorMessage code={errors.acceptInvite} />
        <TeamErrorMessage code={errors.declineInvite} />
        {invitations && invitations.length === 0 && <p>{t('invitations.none')}</p>}
        {invitations && incomplete && <p role="note">{t('invitations.incomplete')}</p>}
        {invitations && invitations.length > 0 && (
          <InvitationList>
            {invitations.map((invitation) => (
              <li key={`${invitation.teamId}/${invitation.id}`}>
                <span>
                  {invitation.invitedByName
                    ? t('invitations.fromNamed', {
                        team: invitation.teamName,
                        name: invitation.invitedByName,
                      })
                    : t('invitations.from', { team: invitation.teamName })}
                </span>
                <Actions>
                  <Button
                    type="button"
                    disabled={accepting || declining}
                    onClick={() => void acceptInvitation(invitation)}
                    aria-label={t('invitations.acceptFor', { team: invitation.teamName })}
                  >
                    {t('invitations.accept')}
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={accepting || declining}
                    onClick={() => void declineInvitation(invitation)}
                    aria-label={t('invitations.declineFor', { team: invitation.teamName })}
                  >
                    {t('invitations.decline')}
                  </Button>
                </Actions>
              </li>
            ))}
          </InvitationList>
        )}
        {(accepting || declining) && (
          <p role="status">
            <Spinner /> {accepting ? t('invitations.accepting') : t('invitations.declining')}
          </p>
        )}
      </Stack>
    </Card>
  );
}
