import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { buildTheme } from '@lesson-planner/shared-contracts/theme';
import { useThemeChoice } from '@lesson-planner/shared-contracts/theme';
import { GlobalStyle } from './GlobalStyle';

/** The providers every app renders under, in the shell and when a remote runs alone. */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeChoice((choice) => choice.mode);
  const color = useThemeChoice((choice) => choice.color);
  const theme = useMemo(() => buildTheme(mode, color), [mode, color]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
