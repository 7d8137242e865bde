import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { unseenNoticesQuery, type TeamAllowanceNotice } from '../../api/allowance-notices';
import { failureCode } from '../../api/team-failure';
import { useMarkNoticeSeen } from '../../api/team-mutations';
import type { TeamDetail } from '../../api/team-types';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const NO_NOTICES: TeamAllowanceNotice[] = [];

/**
 * The team's allowance notices its leader has not seen yet, each until they mark it seen. Only
 * the leader's page shows it (the rules give the notices to no one else).
 */
export function AllowanceNotices({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const notices = useQuery(unseenNoticesQuery(team.id)).data ?? NO_NOTICES;
  const seen = useMarkNoticeSeen();

  if (notices.length === 0) return null;
  const nameOf = (userId: string | null) =>
    team.members.find((member) => member.userId === userId)?.name ?? t('logs.formerMember');
  const sentence = (notice: TeamAllowanceNotice) =>
    t(`notices.${notice.kind}`, {
      name: nameOf(notice.memberId),
      used: notice.usedTokens,
      limit: notice.limitTokens,
    });

  return (
    <Card as="section" aria-labelledby="allowance-notices-title">
      <Stack $gap={3}>
        <h2 id="allowance-notices-title">{t('notices.title')}</h2>
        <List>
          {notices.map((notice) => (
            <li key={notice.id}>
              <span>{sentence(notice)}</span>
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('notices.markSeenLabel', { notice: sentence(notice) })}
                disabled={seen.isPending}
                onClick={() => seen.mutate(notice)}
              >
                {t('notices.markSeen')}
              </Button>
            </li>
          ))}
        </List>
        <TeamErrorMessage code={failureCode(seen.error)} />
      </Stack>
    </Card>
  );
}
