import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';

const List = styled.dl`
  dt {
    font-weight: 700;
    margin-top: ${({ theme }) => theme.space(4)};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const features = [
  'units',
  'plans',
  'ai',
  'allowance',
  'teams',
  'curriculum',
  'coverage',
  'rubrics',
  'planner',
  'languages',
  'themes',
  'privacy',
] as const;

export default function FeaturesPage() {
  const { t } = useTranslation('docs');
  return (
    <PageSection>
      <PageHeading>{t('features.title')}</PageHeading>
      <Lead>{t('features.lead')}</Lead>
      <List>
        {features.map((key) => (
          <div key={key}>
            <dt>{t(`features.items.${key}.title`)}</dt>
            <dd>{t(`features.items.${key}.body`)}</dd>
          </div>
        ))}
      </List>
    </PageSection>
  );
}
