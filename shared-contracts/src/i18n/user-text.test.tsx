import i18next from 'i18next';
import { render } from '@testing-library/react';
import { Trans } from 'react-i18next';
import { TRANS_USER_TEXT_OPTIONS, USER_TEXT_INTERPOLATION, isolateUserText } from './user-text';

const FSI = '\u2068';
const PDI = '\u2069';
const RLO = '\u202E';

describe('user text inside the app’s sentences', () => {
  it('isolates text that carries its own direction, so it cannot turn the sentence around', () => {
    expect(isolateUserText(`${RLO}Reversed team`)).toBe(`${FSI}${RLO}Reversed team${PDI}`);
    expect(isolateUserText('שלום')).toBe(`${FSI}שלום${PDI}`);
    expect(isolateUserText('مرحبا')).toBe(`${FSI}مرحبا${PDI}`);
    expect(isolateUserText(`abc\u2066def`)).toBe(`${FSI}abc\u2066def${PDI}`);
  });

  it('leaves left-to-right and neutral text as typed', () => {
    for (const text of ['Grade 5 Team', 'ทีมครู ป.5', 'ທີມຄູ', '五年级', '42', 'a@b.example']) {
      expect(isolateUserText(text)).toBe(text);
    }
  });

  it('applies to every interpolated value of the shared i18next setup, and nothing else', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: { from: 'Join {{team}}, invited by {{name}}' } } },
      interpolation: USER_TEXT_INTERPOLATION,
    });
    expect(i18n.t('from', { team: `${RLO}Reversed`, name: 'Mai <b>&' })).toBe(
      `Join ${FSI}${RLO}Reversed${PDI}, invited by Mai <b>&`,
    );
  });

  it('keeps user text in a <Trans> sentence as text, isolated, never as markup', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: { heading: 'Coverage of <unit>{{title}}</unit> today' } } },
      interpolation: USER_TEXT_INTERPOLATION,
    });
    const { container } = render(
      <h1>
        <Trans
          i18n={i18n}
          i18nKey="heading"
          values={{ title: `${RLO}<strong>Tom & Jerry</strong>` }}
          tOptions={TRANS_USER_TEXT_OPTIONS}
          components={{ unit: <a href="/units/u1" /> }}
        />
      </h1>,
    );
    expect(container.querySelector('strong')).toBeNull();
    expect(container.querySelector('a')?.textContent).toBe(
      `${FSI}${RLO}<strong>Tom & Jerry</strong>${PDI}`,
    );
    expect(container.textContent).toMatch(/ today$/);
  });
});
