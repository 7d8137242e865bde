import { useEffect, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ACCOUNT_BANNER_MODULE } from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';

/**
 * The identity area's banner (verify your email) above every page, fetched only for a
 * signed-in user who needs it. If the identity area is down the banner is simply absent.
 */
export function AccountBanner() {
  const needed = useSession((session) => session.user !== null && !session.user.emailVerified);
  const [Banner, setBanner] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!needed || Banner) return;
    let current = true;
    Promise.all([
      loadRemote<{ default: ComponentType }>(ACCOUNT_BANNER_MODULE),
      i18n.loadNamespaces('auth'),
    ])
      .then(([module]) => {
        if (current && module) setBanner(() => module.default);
      })
      .catch((error: unknown) => console.error('The account banner could not be loaded', error));
    return () => {
      current = false;
    };
  }, [needed, Banner]);

  return needed && Banner ? <Banner /> : null;
}
