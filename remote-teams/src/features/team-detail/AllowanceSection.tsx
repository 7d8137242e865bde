import { useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { validateTokenLimit } from '@lesson-planner/shared-contracts/rules';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { showToast } from '@lesson-planner/shared-contracts/ui';
import type { TeamDetail } from '../../api/team-types';
import { AllowanceMeter } from '../../components/AllowanceMeter';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { parseTokenCount } from '../../components/token-count';
import { failureCode } from '../../api/team-failure';
import { useRefreshTeam, useSetTokenLimit } from '../../api/team-mutations';

export function AllowanceSection({ team, canManage }: { team: TeamDetail; canManage: boolean }) {
  const { t } = useTranslation('teams');
  const [limit, setLimit] = useState('');
  const [limitError, setLimitError] = useState<string | null>(null);
  const saving = useSetTokenLimit(team.id);
  const refresh = useRefreshTeam(team.id);
  const refreshing = refresh.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTokenLimit(parseTokenCount(limit));
    if (!limit.trim() || !checked.ok) {
      setLimitError(t('errors.invalidTokenLimit'));
      return;
    }
    setLimitError(null);
    saving.mutate(checked.value, {
      onSuccess: () => {
        setLimit('');
        showToast(t('allowance.limitSaved'));
      },
    });
  };

  return (
    <Card as="section" aria-labelledby="allowance-title">
      <Stack $gap={4}>
        <h2 id="allowance-title">{t('allowance.title')}</h2>
        {team.tokenUsage ? (
          <AllowanceMeter
            usage={team.tokenUsage}
            label={t('allowance.meterLabel', { team: team.name })}
          />
        ) : (
          <p>{t('allowance.none')}</p>
        )}
        <p>
          <Link to={`/team/${team.id}/usage`}>
            {canManage ? t('allowance.openReport') : t('allowance.openOwnReport')}
          </Link>
        </p>
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => refresh.mutate()}
            disabled={refreshing}
            aria-busy={refreshing}
          >
            {refreshing ? t('actions.refreshing') : t('actions.refresh')}
          </Button>
        </div>
        {canManage && (
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextField
                label={t('allowance.newLimit')}
                inputMode="numeric"
                value={limit}
                onChange={(event) => setLimit(event.target.value)}
                error={limitError}
                hint={t('allowance.newLimitHint')}
              />
              <TeamErrorMessage code={failureCode(saving.error)} />
              <div>
                <SubmitButton
                  variant="secondary"
                  busy={saving.isPending}
                  busyLabel={t('allowance.savingLimit')}
                >
                  {t('allowance.setLimit')}
                </SubmitButton>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
