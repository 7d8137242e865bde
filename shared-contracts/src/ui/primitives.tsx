import styled from 'styled-components';

export const PageSection = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

export const PageHeading = styled.h1`
  font-size: 1.75rem;
  line-height: 1.25;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

export const Lead = styled.p`
  font-size: 1.125rem;
  color: ${({ theme }) => theme.palette.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid
    ${({ theme, $variant = 'primary' }) =>
      $variant === 'primary' ? theme.palette.primary : theme.palette.border};
  background: ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary' ? theme.palette.primary : 'transparent'};
  color: ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary' ? theme.palette.onPrimary : theme.palette.text};
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
