import { useTranslation } from 'react-i18next';
import { Lead, PageHeading, PageSection } from './primitives';

/** Shown by an area for a route whose screen is not built yet: never a blank page. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <PageSection>
      <PageHeading>{title}</PageHeading>
      <Lead>{t('comingSoon.message')}</Lead>
    </PageSection>
  );
}

/** A page module for a route whose screen is not built yet, titled from the area's namespace. */
export const comingSoonPage = (namespace: string, titleKey: string) => () =>
  Promise.resolve({
    default: function ComingSoonRoute() {
      const { t } = useTranslation(namespace);
      return <ComingSoonPage title={t(titleKey)} />;
    },
  });
