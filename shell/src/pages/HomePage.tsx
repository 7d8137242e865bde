import { Link } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Card, Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.type.subheading};
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const ActionLink = styled(Button).attrs({ as: Link })`
  text-decoration: none;
`;

const highlights = ['plan', 'ai', 'teams', 'languages'] as const;

export default function HomePage() {
  const { t } = useTranslation('docs');
  const signedIn = useSession((session) => session.status === 'signed-in');
  return (
    <PageSection>
      <PageHeading>{t('home.title')}</PageHeading>
      <Lead>{t('home.lead')}</Lead>
      <Actions>
        {signedIn ? (
          <ActionLink to="/dashboard">{t('home.openDashboard')}</ActionLink>
        ) : (
          <>
            <ActionLink to="/auth/register">{t('home.getStarted')}</ActionLink>
            <ActionLink to="/auth/login" $variant="secondary">
              {t('home.signIn')}
            </ActionLink>
          </>
        )}
        <ActionLink to="/docs" $variant="secondary">
          {t('home.readGuide')}
        </ActionLink>
      </Actions>
      <Grid>
        {highlights.map((key) => (
          <li key={key}>
            <Card as="article">
              <h2>{t(`home.highlights.${key}.title`)}</h2>
              <p>{t(`home.highlights.${key}.body`)}</p>
            </Card>
          </li>
        ))}
      </Grid>
    </PageSection>
  );
}
