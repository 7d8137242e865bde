// The shared filter bar of the list pages: a named search landmark, and the filter kept in the
// address with each change replacing the history entry. The router is replaced by the address's
// query held as state.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { FilterBar, filterInUrl } from './index';

const mockSetParams = jest.fn();
jest.mock('@lesson-planner/shared-contracts/routing', () => {
  const { useState: useMockState } = jest.requireActual<typeof import('react')>('react');
  return {
    useSearchParams: () => {
      const [params, setParams] = useMockState(() => new URLSearchParams('q=yarn&page=2'));
      return [
        params,
        (next: Record<string, string>, options: unknown) => {
          mockSetParams(next, options);
          setParams(new URLSearchParams(next));
        },
      ];
    },
  };
});

interface Filter {
  text: string;
}
const read = (params: URLSearchParams): Filter => ({ text: params.get('q') ?? '' });
const write = ({ text }: Filter): Record<string, string> => (text ? { q: text } : {});

function List() {
  const [filter, setFilter] = filterInUrl(useSearchParams(), read, write);
  return (
    <AppProviders>
      <FilterBar aria-label="Search and filter rubrics">
        <TextField
          label="Search"
          type="search"
          value={filter.text}
          onChange={(event) => setFilter({ text: event.target.value })}
        />
      </FilterBar>
      <p>Showing “{filter.text}”</p>
    </AppProviders>
  );
}

beforeEach(() => mockSetParams.mockReset());

it('is a search landmark named by its label', () => {
  render(<List />);
  expect(screen.getByRole('search', { name: 'Search and filter rubrics' })).toContainElement(
    screen.getByRole('searchbox', { name: 'Search' }),
  );
});

it('reads the filter from the address and writes each change back, replacing the entry', async () => {
  const user = userEvent.setup();
  render(<List />);
  const search = screen.getByRole('searchbox', { name: 'Search' });
  expect(search).toHaveValue('yarn');

  await user.type(search, 's');
  expect(mockSetParams).toHaveBeenLastCalledWith({ q: 'yarns' }, { replace: true });
  expect(screen.getByText('Showing “yarns”')).toBeInTheDocument();

  await user.clear(search);
  expect(mockSetParams).toHaveBeenLastCalledWith({}, { replace: true });
  expect(search).toHaveValue('');
});
