import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UnitStatus } from '@lesson-planner/shared-contracts/planning';

/** A short label beside a name (mine, shared with me…). */
export const Tag = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.85rem;
  font-weight: 400;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Published = styled(Tag)`
  margin-inline-start: 0;
  border-color: ${({ theme }) => theme.palette.success};
  color: ${({ theme }) => theme.palette.text};
`;

const Draft = styled(Tag)`
  margin-inline-start: 0;
`;

/** Draft or published, in words (the colour only repeats them). */
export function StatusTag({ status }: { status: UnitStatus }) {
  const { t } = useTranslation('unit');
  const Label = status === 'published' ? Published : Draft;
  return <Label>{t(`status.${status}`)}</Label>;
}
