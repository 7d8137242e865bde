import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card } from './primitives';

const Panel = styled(Card)`
  border-color: ${({ theme }) => theme.palette.danger};
  max-width: 640px;
  margin: ${({ theme }) => theme.space(8)} auto;
`;

/**
 * A failure the user can act on: a translated title and explanation and, when given, a
 * retry button. For a whole page, focus moves to the title so screen-reader users hear what
 * happened; a part of a page (a dashboard card) passes `takeFocus={false}` and is announced
 * as an alert without pulling the user away from where they are.
 */
export function ErrorPanel({
  title,
  message,
  onRetry,
  takeFocus = true,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  takeFocus?: boolean;
}) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <Panel role="alert">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{message}</p>
      {onRetry && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
    </Panel>
  );
}
