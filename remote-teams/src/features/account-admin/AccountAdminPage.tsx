import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { isAdmin, isPlatformAdmin } from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Card,
  ErrorPanel,
  Lead,
  PageHeading,
  PageSection,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { useAccountAdmin } from './use-account-admin';

/**
 * /admin/accounts: an administrator finds an account by email and disables it (it is signed out
 * at once) or enables it again. Others are told the page is not for them; the callables refuse
 * them anyway.
 */
export default function AccountAdminPage() {
  const { t } = useTranslation('teams');
  const profile = useSession((session) => session.profile);
  if (!isAdmin(profile) && !isPlatformAdmin(profile)) {
    return <ErrorPanel title={t('titles.accountAdmin')} message={t('accounts.notAvailable')} />;
  }
  return <AccountAdmin />;
}

function AccountAdmin() {
  const { t } = useTranslation('teams');
  const admin = useAccountAdmin();
  const [email, setEmail] = useState('');
  const resultRef = useRef<HTMLHeadingElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { account, step } = admin;
  const name = account ? (account.displayName ?? account.email) : '';

  // The result, the question and, once saved, the button to undo it each take the focus when
  // they appear, so a keyboard or screen reader user follows along.
  useEffect(() => {
    if (step === 'found') (admin.saved === null ? resultRef : toggleRef).current?.focus();
    if (step === 'confirming') cancelRef.current?.focus();
  }, [step, admin.saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void admin.find(email);
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void admin.confirm();
  };
  const disabling = account ? !account.disabled : false;

  return (
    <PageSection>
      <PageHeading>{t('titles.accountAdmin')}</PageHeading>
      <Lead>{t('accounts.lead')}</Lead>
      <Stack $gap={5}>
        <Card as="form" onSubmit={submit} noValidate aria-label={t('accounts.findTitle')}>
          <Stack>
            <TextField
              label={t('accounts.email')}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={admin.emailError ? t(`errors.${admin.emailError}`) : null}
            />
            {step !== 'confirming' && step !== 'saving' && (
              <TeamErrorMessage code={admin.failure} />
            )}
            <div>
              <SubmitButton busy={step === 'finding'} busyLabel={t('accounts.finding')}>
                {t('accounts.find')}
              </SubmitButton>
            </div>
          </Stack>
        </Card>
        {account && (
          <Card as="section" aria-labelledby="account-title">
            <Stack>
              <h2 id="account-title" ref={resultRef} tabIndex={-1}>
                {t('accounts.resultTitle', { name })}
              </h2>
              <p>{t('accounts.emailLine', { email: account.email })}</p>
              <p>{account.disabled ? t('accounts.statusDisabled') : t('accounts.statusActive')}</p>
              {admin.saved !== null && (
                <FormMessage $kind="success">
                  {admin.saved
                    ? t('accounts.disabledDone', { name })
                    : t('accounts.enabledDone', { name })}
                </FormMessage>
              )}
              {step === 'found' && (
                <div>
                  <Button ref={toggleRef} type="button" onClick={admin.askToConfirm}>
                    {account.disabled ? t('accounts.enable') : t('accounts.disable')}
                  </Button>
                </div>
              )}
              {(step === 'confirming' || step === 'saving') && (
                <form onSubmit={confirm}>
                  <Stack>
                    <p>
                      {disabling
                        ? t('accounts.confirmDisable', { name })
                        : t('accounts.confirmEnable', { name })}
                    </p>
                    <TeamErrorMessage code={admin.failure} />
                    <Stack $gap={2}>
                      <div>
                        <SubmitButton
                          busy={step === 'saving'}
                          busyLabel={disabling ? t('accounts.disabling') : t('accounts.enabling')}
                        >
                          {disabling
                            ? t('accounts.confirmDisableButton')
                            : t('accounts.confirmEnableButton')}
                        </SubmitButton>
                      </div>
                      <div>
                        <Button
                          ref={cancelRef}
                          type="button"
                          $variant="secondary"
                          onClick={admin.cancel}
                          disabled={step === 'saving'}
                        >
                          {t('accounts.cancel')}
                        </Button>
                      </div>
                    </Stack>
                  </Stack>
                </form>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </PageSection>
  );
}
