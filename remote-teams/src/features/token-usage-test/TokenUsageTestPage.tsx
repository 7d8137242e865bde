import { useId, useState, type FormEvent } from 'react';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { usesEmulators } from '@lesson-planner/shared-contracts/firebase';
import { isAdmin, isPlatformAdmin, validateUsage } from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Card,
  Lead,
  PageHeading,
  PageSection,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { AllowanceMeter } from '../../components/AllowanceMeter';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { useTeamDetail } from '../../api/team-detail-reads';
import { failureCode } from '../../api/team-failure';
import { useCheckTokenReset, useRecordTestUsage } from '../../api/team-mutations';
import { useMyTeams } from '../../components/use-my-teams';
import { LogsSection } from '../team-detail/LogsSection';
import { UsageReport } from '../usage-report/UsageReport';

/**
 * Records test usage through the same callable the AI features use, and runs the reset check,
 * so the allowance and its logs can be watched changing. Local (emulator) mode and admins only.
 */
export default function TokenUsageTestPage() {
  const { t } = useTranslation('teams');
  const profile = useSession((session) => session.profile);
  const allowed = usesEmulators() && (isAdmin(profile) || isPlatformAdmin(profile));
  // Not an error of the page's making: the page keeps its title (as every page heads with one)
  // and says who it is for.
  if (!allowed) {
    return (
      <PageSection>
        <PageHeading>{t('titles.tokenUsageTest')}</PageHeading>
        <FormMessage $kind="info">{t('dev.notAvailable')}</FormMessage>
      </PageSection>
    );
  }
  return <TokenUsageTest />;
}

function TokenUsageTest() {
  const { t } = useTranslation('teams');
  const selectId = useId();
  const uid = useSession((session) => session.user?.uid ?? null);
  const teams = useMyTeams().data ?? null;
  const [teamId, setTeamId] = useState<string | null>(null);
  const [count, setCount] = useState('100');
  const [context, setContext] = useState('dev-test');
  const [countError, setCountError] = useState<string | null>(null);
  const selected = teamId ?? teams?.[0]?.id ?? null;
  const recording = useRecordTestUsage();

  const record = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateUsage({ teamId: selected, userId: uid, tokenCount: Number(count) });
    if (!checked.ok) {
      setCountError(t(`errors.${checked.error}`));
      return;
    }
    setCountError(null);
    // validateUsage refused a missing team above.
    if (!selected) return;
    recording.mutate({
      teamId: selected,
      tokenCount: checked.tokenCount,
      context: context.trim() || 'dev-test',
    });
  };

  return (
    <PageSection>
      <PageHeading>{t('titles.tokenUsageTest')}</PageHeading>
      <Lead>{t('dev.lead')}</Lead>
      <Stack $gap={5}>
        {teams?.length === 0 && <p>{t('dev.noTeams')}</p>}
        {teams && teams.length > 0 && (
          <Card as="form" onSubmit={record} noValidate>
            <Stack>
              <Select
                label={t('dev.team')}
                id={selectId}
                value={selected ?? ''}
                onChange={(event) => setTeamId(event.target.value)}
              >
                {teams.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </Select>
              <TextField
                label={t('dev.tokenCount')}
                inputMode="numeric"
                value={count}
                onChange={(event) => setCount(event.target.value)}
                error={countError}
              />
              <TextField
                label={t('dev.context')}
                value={context}
                onChange={(event) => setContext(event.target.value)}
              />
              <TeamErrorMessage code={failureCode(recording.error)} />
              <div>
                <SubmitButton busy={recording.isPending} busyLabel={t('dev.recording')}>
                  {t('dev.record')}
                </SubmitButton>
              </div>
            </Stack>
          </Card>
        )}
        {selected && uid && <TeamTotals key={selected} teamId={selected} uid={uid} />}
      </Stack>
    </PageSection>
  );
}

/** The chosen team's allowance, the caller's own use and the logs, live as they are recorded. */
function TeamTotals({ teamId, uid }: { teamId: string; uid: string }) {
  const { t } = useTranslation('teams');
  const team = useTeamDetail(teamId, uid).data;
  const checking = useCheckTokenReset();
  const resetResult = checking.isSuccess ? checking.data : null;
  if (!team) return null;
  return (
    <>
      <Card as="section" aria-labelledby="dev-totals-title">
        <Stack>
          <h2 id="dev-totals-title">{t('dev.totals', { team: team.name })}</h2>
          {team.tokenUsage && (
            <>
              <AllowanceMeter
                usage={team.tokenUsage}
                label={t('allowance.meterLabel', { team: team.name })}
              />
              <p>
                {t('dev.mine', {
                  count: team.memberUsage[uid]?.totalTokens ?? 0,
                })}
              </p>
            </>
          )}
          <TeamErrorMessage code={failureCode(checking.error)} />
          {resetResult !== null && (
            <FormMessage $kind="info">
              {resetResult ? t('dev.resetApplied') : t('dev.resetNotDue')}
            </FormMessage>
          )}
          <div>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => checking.mutate(teamId)}
              disabled={checking.isPending}
              aria-busy={checking.isPending}
            >
              {checking.isPending ? t('dev.checking') : t('dev.checkReset')}
            </Button>
          </div>
        </Stack>
      </Card>
      {/* What was just recorded: the caller's own usage, as their report reads it. */}
      <Card as="section" aria-labelledby="dev-usage-title">
        <Stack $gap={4}>
          <h2 id="dev-usage-title">{t('usage.mine')}</h2>
          <UsageReport team={team} onlyMember={uid} />
        </Stack>
      </Card>
      <LogsSection team={team} />
    </>
  );
}
