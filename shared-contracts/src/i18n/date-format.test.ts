import i18next from 'i18next';
import { withIntlWithoutLao } from '../interface/testing';
import { formatDatesWithTheAppFormatter } from './date-format';

const MONDAY = new Date(Date.UTC(2026, 10, 23, 8, 30));

async function translator() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'lo',
    resources: { lo: { common: { saved: 'ບັນທຶກ {{date, datetime}}' } } },
    defaultNS: 'common',
  });
  formatDatesWithTheAppFormatter(instance);
  return instance;
}

describe('dates in translations', () => {
  it('writes {{date, datetime}} in Lao where the browser’s Intl has no Lao', async () => {
    const instance = await translator();
    withIntlWithoutLao(() => {
      expect(
        instance.t('saved', {
          date: MONDAY,
          formatParams: { date: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } },
        }),
      ).toBe('ບັນທຶກ 23 ພ.ຈ. 2026, 08:30');
    });
  });
});
