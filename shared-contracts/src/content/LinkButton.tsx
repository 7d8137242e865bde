import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';

/** A link that looks like the primary button (navigation, not an action). */
export const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;
