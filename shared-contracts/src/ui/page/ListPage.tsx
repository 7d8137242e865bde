import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Lead, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState, type LoadStateProps } from './LoadState';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
`;

export type ListPageProps<T, E> = LoadStateProps<T, E> & {
  title: string;
  lead?: ReactNode;
  /** The page's primary action (a LinkButton to create one), beside the title. */
  action?: ReactNode;
  /** Shown above the states whatever they are (a notice, the views' links). */
  notice?: ReactNode;
  /** The filters of the loaded data, above `children`. */
  filters?: (data: T) => ReactNode;
};

/**
 * The page of a list: its title with the primary action, a lead, then the read's states
 * (LoadState) and, once loaded, the filters and the list.
 */
export function ListPage<T, E>({
  title,
  lead,
  action,
  notice,
  filters,
  children,
  ...load
}: ListPageProps<T, E>) {
  return (
    <PageSection>
      <Header>
        <PageHeading>{title}</PageHeading>
        {action}
      </Header>
      {lead && <Lead>{lead}</Lead>}
      <Stack $gap={4}>
        {notice}
        <LoadState {...load}>
          {(data) => (
            <>
              {filters?.(data)}
              {children(data)}
            </>
          )}
        </LoadState>
      </Stack>
    </PageSection>
  );
}
