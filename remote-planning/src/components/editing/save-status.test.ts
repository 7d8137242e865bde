import { saveStatus } from './save-status';

describe('saveStatus', () => {
  const idle = { saving: false, dirty: false, savedAt: null };

  it('says a save is under way before anything else, even with changes made during it', () => {
    expect(saveStatus({ ...idle, saving: true, dirty: true, savedAt: new Date() })).toBe('saving');
  });

  it('says changes are unsaved, even after an earlier save', () => {
    expect(saveStatus({ ...idle, dirty: true, savedAt: new Date() })).toBe('unsaved');
  });

  it('gives the last save once nothing has changed since', () => {
    expect(saveStatus({ ...idle, savedAt: new Date() })).toBe('savedAt');
  });

  it('tells a record not yet created from one unchanged since it opened', () => {
    expect(saveStatus({ ...idle, isNew: true })).toBe('new');
    expect(saveStatus(idle)).toBe('upToDate');
  });
});
