import { useEffect, useState } from 'react';
import {
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
} from '@lesson-planner/shared-contracts/rules';
import { fetchPasswordPolicy } from '../../api/identity';

/** The identity service's password policy (the default until it arrives, or if it has none). */
export function usePasswordPolicy(): PasswordPolicy {
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  useEffect(() => {
    let current = true;
    void fetchPasswordPolicy().then((fetched) => current && setPolicy(fetched));
    return () => {
      current = false;
    };
  }, []);
  return policy;
}
