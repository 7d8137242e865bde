import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { myInvitationsQuery } from '../../api/invitation-reads';
import { failureCode } from '../../api/team-failure';
import { useAcceptInvitation, useDeclineInvitation } from '../../api/team-mutations';

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
  const uid = useSession((session) => session.user?.uid ?? null);
  const email = useSession((session) => session.user?.email ?? null);
  const verified = useSession((session) => session.user?.emailVerified === true);
  const read = useQuery({
    ...myInvitationsQuery({ uid: uid ?? '', email, emailVerified: verified }),
    enabled: uid !== null,
  });
  const invitations = read.data?.invitations ?? null;
  const incomplete = read.data?.incomplete === true;
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const accepting = accept.isPending;
  const declining = decline.isPending;

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
        {read.isFetching && !invitations && (
          <p role="status">
            <Spinner /> {t('invitations.loading')}
          </p>
        )}
        <TeamErrorMessage code={failureCode(read.error)} />
        <TeamErrorMessage code={failureCode(accept.error)} />
        <TeamErrorMessage code={failureCode(decline.error)} />
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
                    onClick={() => accept.mutate(invitation)}
                    aria-label={t('invitations.acceptFor', { team: invitation.teamName })}
                  >
                    {t('invitations.accept')}
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={accepting || declining}
                    onClick={() => decline.mutate(invitation)}
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
