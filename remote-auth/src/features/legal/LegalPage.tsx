import { useTranslation } from 'react-i18next';
import { Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';
import { CURRENT_TERMS } from '../../api/terms';

const sections = {
  terms: ['use', 'content', 'ai', 'accounts', 'changes'],
  privacy: ['collect', 'use', 'share', 'ai', 'rights'],
} as const;

/** The terms of use or the privacy notice a new user accepts; the version is recorded. */
export function LegalPage({ document }: { document: keyof typeof sections }) {
  const { t } = useTranslation('auth');
  const version = document === 'terms' ? CURRENT_TERMS.termsVersion : CURRENT_TERMS.privacyVersion;
  return (
    <PageSection>
      <PageHeading>{t(`legal.${document}.title`)}</PageHeading>
      <Lead>{t('legal.version', { version })}</Lead>
      {sections[document].map((key) => (
        <section key={key}>
          <h2>{t(`legal.${document}.sections.${key}.title`)}</h2>
          <p>{t(`legal.${document}.sections.${key}.body`)}</p>
        </section>
      ))}
    </PageSection>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
