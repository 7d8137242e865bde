import { useEffect, useId, useState, type FormEvent } from 'react';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/kit';
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
import {
  checkTokenReset,
  loadTeam,
  loadTeams,
  recordTestUsage,
  useTeamsStore,
} from '../../stores/teams-store';
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
  const teams = useTeamsStore((state) => state.teams?.data ?? null);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [count, setCount] = useState('100');
  const [context, setContext] = useState('dev-test');
  const [countError, setCountError] = useState<string | null>(null);
  const [resetResult, setResetResult] = useState<boolean | null>(null);
  const selected = teamId ?? teams?.[0]?.id ?? null;
  const team = useTeamsStore((state) => (selected ? state.details[selected]?.data : undefined));
  const busy = useTeamsStore((state) => state.busy);
  const errors = useTeamsStore((state) => state.errors);

  useEffect(() => {
    void loadTeams();
  }, []);
  useEffect(() => {
    if (selected) void loadTeam(selected);
  }, [selected]);

  const record = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateUsage({ teamId: selected, userId: uid, tokenCount: Number(count) });
    if (!checked.ok) {
      setCountError(t(`errors.${checked.error}`));
      return;
    }
    setCountError(null);
    await recordTestUsage(selected!, checked.tokenCount, context.trim() || 'dev-test');
  };

  const checkReset = async () => {
    setResetResult(null);
    if (selected) setResetResult(await checkTokenReset(selected));
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
              <TeamErrorMessage code={errors.recordUsage} />
              <div>
                <SubmitButton busy={busy.recordUsage === true} busyLabel={t('dev.recording')}>
                  {t('dev.record')}
                </SubmitButton>
              </div>
            </Stack>
          </Card>
        )}
        {team && (
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
                      count: uid ? (team.memberUsage[uid]?.totalTokens ?? 0) : 0,
                    })}
                  </p>
                </>
              )}
              <TeamErrorMessage code={errors.checkReset} />
              {resetResult !== null && (
                <FormMessage $kind="info">
                  {resetResult ? t('dev.resetApplied') : t('dev.resetNotDue')}
                </FormMessage>
              )}
              <div>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => void checkReset()}
                  disabled={busy.checkReset === true}
                  aria-busy={busy.checkReset === true}
                >
                  {busy.checkReset ? t('dev.checking') : t('dev.checkReset')}
                </Button>
              </div>
            </Stack>
          </Card>
        )}
        {team && uid && (
          // What was just recorded: the caller's own usage, as their report reads it.
          <Card as="section" aria-labelledby="dev-usage-title">
            <Stack $gap={4}>
              <h2 id="dev-usage-title">{t('usage.mine')}</h2>
              <UsageReport team={team} onlyMember={uid} />
            </Stack>
          </Card>
        )}
        {team && <LogsSection team={team} />}
      </Stack>
    </PageSection>
  );
}
