import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UnitStatus } from '@lesson-planner/shared-contracts/planning';
import { Chip } from '@lesson-planner/shared-contracts/ui/kit';

/** A short label beside a name (mine, shared with me…): the kit's chip. */
export const Tag = styled(Chip)`
  margin-inline-start: ${({ theme }) => theme.space(2)};
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
