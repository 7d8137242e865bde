import { classroomColour, classroomColours, classroomHue, CLASSROOM_HUES } from './index';
import { contrastRatio } from '../contrast-ratio';
import { buildTheme, THEME_MODES } from '../tokens';

describe.each(THEME_MODES)('classroom colours in the %s theme', (mode) => {
  const { palette } = buildTheme(mode, 'default');
  it.each(CLASSROOM_HUES)('%s: text passes AA on the fill, the stripe shows as a mark', (hue) => {
    const { fill, stripe } = classroomColours(mode)[hue];
    expect(contrastRatio(palette.text, fill)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.textMuted, fill)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(stripe, palette.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(stripe, fill)).toBeGreaterThanOrEqual(3);
  });
});

describe('classroomHue', () => {
  it('is the same for the same classroom, whatever else exists', () => {
    expect(classroomHue('demo-5b-science')).toBe(classroomHue('demo-5b-science'));
    expect(classroomColour('c1', 'light')).toEqual(classroomColour('c1', 'light'));
  });

  it('spreads classrooms over all eight hues', () => {
    const hues = new Set(Array.from({ length: 200 }, (_, index) => classroomHue(`class-${index}`)));
    expect(hues.size).toBe(8);
  });
});
