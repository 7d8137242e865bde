import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccountBanner } from './AccountBanner';
import { AppBar } from './AppBar';
import { useDocumentTitle } from './useDocumentTitle';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 20;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

/** The app's own chrome; printing a page (a unit plan saved as PDF) leaves it out. */
const Chrome = styled.div`
  display: contents;
`;

const Main = styled.main`
  min-height: calc(100vh - 64px);
  &:focus {
    outline: none;
  }
`;

/** The frame around every route: skip link, app bar and the page. */
export function DefaultLayout() {
  const { t } = useTranslation('navbar');
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useDocumentTitle(main);

  // After client-side navigation, move focus to the new page like a full load would.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus();
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <Chrome data-print="hidden">
        <SkipLink href="#main">{t('skipToContent')}</SkipLink>
        <AppBar />
        <AccountBanner />
      </Chrome>
      <Main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </Main>
    </>
  );
}
