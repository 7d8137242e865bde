import { useTranslation } from 'react-i18next';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { LinkButton } from './LinkButton';

const WAYS = {
  createTeam: { to: '/team/create', label: 'noTeam.createTeam' },
  teams: { to: '/team', label: 'noTeam.toTeams' },
} as const;

/**
 * What a page shows someone in no team yet: why it needs one (`reason`, in the page's words)
 * and the way to a team, creating one unless told to go to the teams page.
 */
export function NoTeamCard({
  reason,
  way = 'createTeam',
}: {
  reason: string;
  way?: keyof typeof WAYS;
}) {
  const { t } = useTranslation('common');
  const { to, label } = WAYS[way];
  return (
    <Card>
      <Stack>
        <p>{reason}</p>
        <div>
          <LinkButton to={to}>{t(label)}</LinkButton>
        </div>
      </Stack>
    </Card>
  );
}
