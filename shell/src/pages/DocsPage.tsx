import { useTranslation } from 'react-i18next';
import { Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';

// One section per area of the product, in the order a new teacher meets them.
const sections = [
  'start',
  'teams',
  'curriculum',
  'units',
  'plans',
  'experiences',
  'rubrics',
  'planner',
  'allowance',
] as const;

export default function DocsPage() {
  const { t } = useTranslation('docs');
  return (
    <PageSection>
      <PageHeading>{t('guide.title')}</PageHeading>
      <Lead>{t('guide.lead')}</Lead>
      {sections.map((key) => (
        <section key={key} aria-labelledby={`guide-${key}`}>
          <h2 id={`guide-${key}`}>{t(`guide.sections.${key}.title`)}</h2>
          <p>{t(`guide.sections.${key}.body`)}</p>
        </section>
      ))}
    </PageSection>
  );
}
