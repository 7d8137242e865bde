// Bare form controls styled like TextField, for forms that lay out their own fields (unit,
// experience, template and classroom forms).
import styled, { css } from 'styled-components';

const control = css`
  min-height: 44px;
  font: inherit;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Label = styled.label`
  font-weight: 600;
`;

/** A group of related controls; its legend names them for screen readers. */
export const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 700;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Side-by-side fields that wrap on narrow screens. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;
