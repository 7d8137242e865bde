import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mdiCheckCircle, mdiCircleOutline } from '@mdi/js';
import { checkPassword, type PasswordPolicy } from '@lesson-planner/shared-contracts/rules';
import { Icon, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  li[data-met='true'] {
    color: ${({ theme }) => theme.palette.success};
  }
`;

/** The password rules, each ticked as soon as the typed password meets it. */
export function PasswordRequirements({
  password,
  policy,
}: {
  password: string;
  policy: PasswordPolicy;
}) {
  const { t } = useTranslation('auth');
  return (
    <List aria-label={t('password.requirementsLabel')}>
      {checkPassword(password, policy).map((check) => (
        <li key={check.requirement} data-met={check.met}>
          <Icon path={check.met ? mdiCheckCircle : mdiCircleOutline} />
          <span>
            {t(`password.requirements.${check.requirement}`, { count: check.value ?? 0 })}
            <VisuallyHidden>{check.met ? t('password.met') : t('password.notMet')}</VisuallyHidden>
          </span>
        </li>
      ))}
    </List>
  );
}
