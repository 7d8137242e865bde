// The labelled parts of the kit's React Aria controls (radio groups); the native fields' styles
// are in ui/fields.
import styled from 'styled-components';
import { FieldError as AriaFieldError, Label as AriaLabel, Text } from 'react-aria-components';

export const Label = styled(AriaLabel)`
  font-weight: 600;
`;

export const Hint = styled(Text).attrs({ slot: 'description' })`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

export const ErrorText = styled(AriaFieldError)`
  color: ${({ theme }) => theme.palette.danger};
  font-size: ${({ theme }) => theme.type.small};
`;
