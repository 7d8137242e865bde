import styled, { css, type DefaultTheme } from 'styled-components';

export const PageSection = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

export const PageHeading = styled.h1`
  font-size: ${({ theme }) => theme.type.heading};
  font-weight: 600;
  @media (min-width: 640px) {
    font-size: ${({ theme }) => theme.type.title};
  }
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.type.body};
  color: ${({ theme }) => theme.palette.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radii.card};
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;
  @media (min-width: 640px) {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
`;

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

// One primary per view (the action the page is for); secondary for the others, quiet for
// rarely used or repeated ones, danger for what cannot be undone.
const buttonColors = (theme: DefaultTheme, variant: ButtonVariant) => {
  const { palette } = theme;
  switch (variant) {
    case 'primary':
      return { border: palette.primary, background: palette.primary, color: palette.onPrimary };
    case 'secondary':
      return { border: palette.border, background: 'transparent', color: palette.text };
    case 'quiet':
      return { border: 'transparent', background: 'transparent', color: palette.accent };
    case 'danger':
      return { border: palette.danger, background: 'transparent', color: palette.danger };
  }
};

/** The styles of every button of the kit, for links and library buttons that look like one. */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  border: 1px solid ${({ theme, $variant = 'primary' }) => buttonColors(theme, $variant).border};
  background: ${({ theme, $variant = 'primary' }) => buttonColors(theme, $variant).background};
  color: ${({ theme, $variant = 'primary' }) => buttonColors(theme, $variant).color};
  &:hover:not(:disabled) {
    text-decoration: ${({ $variant }) => ($variant === 'quiet' ? 'underline' : 'none')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
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
