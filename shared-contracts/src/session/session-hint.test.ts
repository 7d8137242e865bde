import { hasSessionHint, recordSessionHint } from './session-hint';

describe('the note that a session may exist', () => {
  afterEach(() => localStorage.clear());

  it('is there after Auth reports a user and gone after it reports none', () => {
    expect(hasSessionHint()).toBe(false);
    recordSessionHint(true);
    expect(hasSessionHint()).toBe(true);
    expect(localStorage.getItem('lp-session')).toBe('1');
    recordSessionHint(false);
    expect(hasSessionHint()).toBe(false);
  });

  it('assumes a session may exist when storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(hasSessionHint()).toBe(true);
    jest.restoreAllMocks();
  });
});
