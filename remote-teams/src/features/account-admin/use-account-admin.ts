import { useCallback, useState } from 'react';
import { isValidEmail } from '@lesson-planner/shared-contracts/rules';
import { callTeams, type AccountSummary } from '../../api/team-calls';
import { TeamFailure, type TeamFailureCode } from '../../api/team-failure';

export type AccountAdminStep = 'idle' | 'finding' | 'found' | 'confirming' | 'saving';

export interface AccountAdmin {
  step: AccountAdminStep;
  account: AccountSummary | null;
  /** Why the email cannot be looked up, before anything is asked of the server. */
  emailError: 'emailRequired' | 'invalidEmail' | null;
  failure: TeamFailureCode | undefined;
  /** Set once a change is saved: the account's new state. */
  saved: boolean | null;
  find(email: string): Promise<void>;
  askToConfirm(): void;
  cancel(): void;
  /** Disables a found active account, or enables a found disabled one. */
  confirm(): Promise<void>;
}

/**
 * Finding an account by email, then disabling or enabling it after a confirmation. The server
 * decides who may do either (findAccount and setUserDisabled refuse non-administrators).
 */
export function useAccountAdmin(): AccountAdmin {
  const [step, setStep] = useState<AccountAdminStep>('idle');
  const [account, setAccount] = useState<AccountSummary | null>(null);
  const [emailError, setEmailError] = useState<AccountAdmin['emailError']>(null);
  const [failure, setFailure] = useState<TeamFailureCode | undefined>(undefined);
  const [saved, setSaved] = useState<boolean | null>(null);

  const find = useCallback(async (email: string) => {
    const trimmed = email.trim();
    setEmailError(trimmed === '' ? 'emailRequired' : isValidEmail(trimmed) ? null : 'invalidEmail');
    if (trimmed === '' || !isValidEmail(trimmed)) return;
    setStep('finding');
    setFailure(undefined);
    setSaved(null);
    setAccount(null);
    try {
      setAccount(await callTeams('findAccount', { email: trimmed }));
      setStep('found');
    } catch (error) {
      setFailure(TeamFailure.from(error).code);
      setStep('idle');
    }
  }, []);

  const confirm = useCallback(async () => {
    if (!account) return;
    setStep('saving');
    setFailure(undefined);
    try {
      const { disabled } = await callTeams('setUserDisabled', {
        uid: account.uid,
        disabled: !account.disabled,
      });
      setAccount({ ...account, disabled });
      setSaved(disabled);
      setStep('found');
    } catch (error) {
      setFailure(TeamFailure.from(error).code);
      setStep('confirming');
    }
  }, [account]);

  return {
    step,
    account,
    emailError,
    failure,
    saved,
    find,
    askToConfirm: useCallback(() => {
      setSaved(null);
      setStep('confirming');
    }, []),
    cancel: useCallback(() => {
      setFailure(undefined);
      setStep('found');
    }, []),
    confirm,
  };
}
