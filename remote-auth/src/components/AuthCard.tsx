import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageHeading, Stack } from '@lesson-planner/shared-contracts/ui';

const Narrow = styled.div`
  max-width: 460px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

/** The frame of the sign-in, registration and password pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Narrow>
      <Card>
        <Stack $gap={4}>
          <PageHeading>{title}</PageHeading>
          {children}
        </Stack>
      </Card>
    </Narrow>
  );
}

export const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;
