import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { buttonStyles, type ButtonVariant } from '@lesson-planner/shared-contracts/ui';

/**
 * A link that looks like a button of the kit (navigation, not an action): primary unless told,
 * so a page keeps one primary and draws its other ways on as secondary.
 */
export const LinkButton = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
