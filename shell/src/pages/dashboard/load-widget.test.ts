// How long a slow top card may hold back the cards below it (DashboardPage.test.tsx covers the
// order in which the cards load and fail).
import { dashboardWidgetsFor } from '@lesson-planner/shared-contracts/federation';
import { loadAreaTexts } from '../../federation/area-texts';
import { loadRouteModule } from '../../federation/remote-registry';
import { loadWidget, TOP_CARD_HEAD_START_MS } from './load-widget';

jest.mock('../../federation/remote-registry', () => ({
  loadRouteModule: jest.fn(),
  RemoteUnavailableError: class RemoteUnavailableError extends Error {},
}));
jest.mock('../../federation/area-texts', () => ({ loadAreaTexts: jest.fn() }));

const cards = dashboardWidgetsFor(false);
const topCard = cards[0]!;
// The first card of another area: cards of the top card's own area share its route module.
const secondCard = cards.find((widget) => widget.remote !== topCard.remote)!;
const Card = () => null;

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(loadAreaTexts).mockResolvedValue([]);
  jest.mocked(loadRouteModule).mockImplementation((remote) =>
    remote === topCard.remote
      ? new Promise(() => undefined) // the top card's area never answers
      : Promise.resolve({
          namespaces: [],
          pages: {},
          widgets: { [secondCard.id]: async () => ({ default: Card }) },
        } as never),
  );
});

afterEach(() => jest.useRealTimers());

it('starts the cards below once the top card has had its head start, even if it never arrives', async () => {
  const below = loadWidget(secondCard, topCard);
  await jest.advanceTimersByTimeAsync(TOP_CARD_HEAD_START_MS - 1);
  expect(loadRouteModule).not.toHaveBeenCalledWith(secondCard.remote);

  await jest.advanceTimersByTimeAsync(1);
  await expect(below).resolves.toBe(Card);
});

it('gives the top card, and the other cards of its area, no wait', () => {
  for (const card of cards.filter((widget) => widget.remote === topCard.remote)) {
    jest.mocked(loadRouteModule).mockClear();
    void loadWidget(card, topCard);
    expect(loadRouteModule).toHaveBeenCalledWith(topCard.remote);
  }
});
