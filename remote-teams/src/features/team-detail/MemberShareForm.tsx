import { useState, type FormEvent } from 'react';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { validateTokenLimit } from '@lesson-planner/shared-contracts/rules';
import { Button, Stack, showToast } from '@lesson-planner/shared-contracts/ui';
import { SubmitButton } from '@lesson-planner/shared-contracts/forms';
import type { TeamDetail } from '../../api/team-types';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { parseTokenCount } from '../../components/token-count';
import { failureCode } from '../../api/team-failure';
import { useSetMemberLimit } from '../../api/team-mutations';

/**
 * The leader's cap on one member's monthly share of the team's allowance, so one member cannot
 * spend what the whole team shares. The server enforces it when tokens are spent.
 */
export function MemberShareForm({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const [memberId, setMemberId] = useState(team.members[0]?.userId ?? '');
  const [share, setShare] = useState('');
  const [shareError, setShareError] = useState<string | null>(null);
  const saving = useSetMemberLimit(team.id);
  const busy = saving.isPending;
  const current = team.tokenUsage?.memberLimits[memberId];

  const save = (limit: number | null) =>
    saving.mutate(
      { memberId, limit },
      {
        onSuccess: () => {
          setShare('');
          showToast(limit === null ? t('shares.lifted') : t('shares.saved'));
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTokenLimit(parseTokenCount(share));
    if (!share.trim() || !checked.ok) {
      setShareError(t('errors.invalidTokenLimit'));
      return;
    }
    setShareError(null);
    save(checked.value);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="member-share-title">
      <Stack>
        <h3 id="member-share-title">{t('shares.title')}</h3>
        <p>{t('shares.lead')}</p>
        <Select
          label={t('shares.member')}
          value={memberId}
          onChange={(event) => {
            setMemberId(event.target.value);
          }}
        >
          {team.members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </Select>
        <p>
          {current === undefined
            ? t('shares.currentNone')
            : t('shares.current', { count: current })}
        </p>
        <TextField
          label={t('shares.limit')}
          inputMode="numeric"
          value={share}
          onChange={(event) => setShare(event.target.value)}
          error={shareError}
          hint={t('allowance.newLimitHint')}
        />
        <TeamErrorMessage code={failureCode(saving.error)} />
        <Stack $gap={2}>
          <div>
            <SubmitButton variant="secondary" busy={busy} busyLabel={t('shares.saving')}>
              {t('shares.set')}
            </SubmitButton>
          </div>
          {current !== undefined && (
            <div>
              <Button type="button" $variant="secondary" disabled={busy} onClick={() => save(null)}>
                {t('shares.lift')}
              </Button>
            </div>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
