import { PRERENDERED_GLOBAL_STYLE_ID, finishPrerender, separateGlobalRules } from './global-rules';

const serverTags =
  '<style data-styled="true" data-styled-version="6.6.0">' +
  'body{background:#0f1115;}/*!sc*/\n' +
  'a{color:#93c5fd;}/*!sc*/\n' +
  'data-styled.g1[id="sc-global-abc"]{content:"sc-global-abc1,"}/*!sc*/\n' +
  '.xyz{display:flex;}/*!sc*/\n' +
  'data-styled.g2[id="sc-def"]{content:"xyz,"}/*!sc*/\n' +
  '</style>';

describe('separating the prerendered global rules', () => {
  it('puts the global rules in their own plain style and keeps the components’ for styled-components', () => {
    expect(separateGlobalRules(serverTags)).toBe(
      `<style id="${PRERENDERED_GLOBAL_STYLE_ID}">body{background:#0f1115;}a{color:#93c5fd;}</style>` +
        '<style data-styled="true" data-styled-version="6.6.0">' +
        '.xyz{display:flex;}/*!sc*/\n' +
        'data-styled.g2[id="sc-def"]{content:"xyz,"}/*!sc*/\n' +
        '</style>',
    );
  });

  it('leaves anything that is not one style tag as it is', () => {
    expect(separateGlobalRules('')).toBe('');
  });
});

describe('finishing the prerendered page', () => {
  it('drops its global rules and shows a page hidden for another theme', () => {
    document.head.innerHTML = `<style id="${PRERENDERED_GLOBAL_STYLE_ID}">body{}</style>`;
    document.body.innerHTML = '<div id="root" style="visibility: hidden"><h1>Home</h1></div>';
    finishPrerender();
    expect(document.getElementById(PRERENDERED_GLOBAL_STYLE_ID)).toBeNull();
    expect(document.getElementById('root')?.style.visibility).toBe('');
  });
});
