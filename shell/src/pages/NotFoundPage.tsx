import { Link } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import { Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <PageSection>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <Lead>{t('notFound.message')}</Lead>
      <Link to="/">{t('notFound.home')}</Link>
    </PageSection>
  );
}
