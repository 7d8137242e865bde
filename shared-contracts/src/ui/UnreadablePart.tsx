import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Marker = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.palette.danger};
  border-radius: 4px;
  font-style: italic;
`;

/**
 * Stands where a stored part of a document could not be read (a field or a list item the app's
 * schema refuses), so the rest of the page still shows and nobody mistakes the gap for "empty".
 */
export function UnreadablePart() {
  const { t } = useTranslation('common');
  return <Marker role="note">{t('errors.unreadablePart')}</Marker>;
}
