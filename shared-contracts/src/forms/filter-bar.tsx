import styled from 'styled-components';

/**
 * A list page's search and filters: a search landmark (name it with aria-label or
 * aria-labelledby) laying its fields out in a grid. Every change applies at once, so there is
 * no form and no submit.
 */
export const FilterBar = styled.div.attrs({ role: 'search' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  align-items: end;
`;

/** What the routing facade's useSearchParams() gives. */
type SearchParamsState = readonly [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options: { replace: boolean }) => void,
];

/**
 * A list's filter kept in the address (so a reload or a shared link shows the same list), from
 * `useSearchParams()`: `read` turns the query into the filter, `write` the filter into the
 * query. A change replaces the history entry, so Back leaves the list instead of stepping
 * through every keystroke. (It takes the router's state rather than importing the router, so
 * the forms topic does not load it.)
 */
export function filterInUrl<F>(
  [params, setParams]: SearchParamsState,
  read: (params: URLSearchParams) => F,
  write: (filter: F) => URLSearchParams | Record<string, string>,
): [F, (next: F) => void] {
  return [read(params), (next) => setParams(write(next), { replace: true })];
}
