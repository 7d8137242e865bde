import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { subscribe } from '@lesson-planner/shared-contracts/events';
import { FEDERATED_MODULES } from '@lesson-planner/shared-contracts/federation';
import { profileRoleOf } from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Card,
  ErrorPanel,
  PageHeading,
  PageSection,
  Stack,
  showToast,
} from '@lesson-planner/shared-contracts/ui';
import { FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { FederatedSlot } from '@lesson-planner/shared-contracts/slots';
import { updateDisplayName } from '../../api/profiles';
import { useResendVerification } from './useResendVerification';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Avatar = styled.img`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  object-fit: cover;
`;

function usePendingInvitations(): number {
  const [count, setCount] = useState(0);
  useEffect(
    () => subscribe('invitations:pending-count', ({ count }) => setCount(count), { replay: true }),
    [],
  );
  return count;
}

export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const { user, profile, profileError } = useSession();
  const pending = usePendingInvitations();
  const verification = useResendVerification();
  const [name, setName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  if (profileError) {
    const key =
      profileError === 'not-found' ? 'errors.profileNotFound' : 'errors.profileLoadFailed';
    return <ErrorPanel title={t('titles.profile')} message={t(key)} />;
  }
  if (!user) return null;
  const displayName = name ?? profile?.displayName ?? user.displayName ?? '';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!displayName.trim()) {
      setSaveError(t('validation.displayNameRequired'));
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await updateDisplayName(user.uid, displayName.trim());
      showToast(t('profile.saved'));
    } catch {
      setSaveError(t('profile.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageSection>
      <PageHeading>{t('titles.profile')}</PageHeading>
      <Stack $gap={5}>
        <Card>
          <Stack $gap={4}>
            {user.photoURL && (
              <Avatar src={user.photoURL} alt={t('profile.photoAlt', { name: displayName })} />
            )}
            <Facts>
              <dt>{t('fields.email')}</dt>
              <dd>
                {user.email} ·{' '}
                {user.emailVerified ? t('profile.verified') : t('profile.notVerified')}
              </dd>
              <dt>{t('profile.role')}</dt>
              <dd>{t(`roles.${profileRoleOf(profile ?? {})}`)}</dd>
              <dt>{t('profile.teams')}</dt>
              <dd>
                <Link to="/team">
                  {t('profile.teamCount', { count: profile?.teams.length ?? 0 })}
                </Link>
              </dd>
            </Facts>
            {!user.emailVerified && (
              <div>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={verification.resend}
                  disabled={verification.busy}
                >
                  {verification.busy ? t('verify.sending') : t('verify.resend')}
                </Button>
                {verification.result && (
                  <FormMessage $kind={verification.result.kind}>
                    {verification.result.message}
                  </FormMessage>
                )}
              </div>
            )}
          </Stack>
        </Card>
        <Card as="form" onSubmit={save}>
          <Stack>
            <TextField
              label={t('fields.displayName')}
              value={displayName}
              onChange={(event) => setName(event.target.value)}
              autoComplete="name"
            />
            {saveError && <FormMessage $kind="error">{saveError}</FormMessage>}
            <SubmitButton busy={saving} busyLabel={t('profile.saving')}>
              {t('profile.save')}
            </SubmitButton>
          </Stack>
        </Card>
        <FederatedSlot
          module={FEDERATED_MODULES.invitationsPanel}
          loadingLabel={t('profile.invitationsLoading')}
          fallback={
            <Card as="section" aria-labelledby="invitations-title">
              <h2 id="invitations-title">{t('profile.invitations')}</h2>
              <p>{t('profile.pendingInvitations', { count: pending })}</p>
            </Card>
          }
        />
        {/* Without the teams area there is no usage to show: the rest of the profile stays. */}
        <FederatedSlot
          module={FEDERATED_MODULES.myUsagePanel}
          loadingLabel={t('profile.usageLoading')}
          fallback={null}
        />
      </Stack>
    </PageSection>
  );
}
