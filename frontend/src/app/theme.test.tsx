import { render } from '@testing-library/react';
import { ConfigProvider, Tag, theme } from 'antd';
import { appTheme, PAGE_BACKGROUND } from './theme';

/** WCAG 2 relative luminance of an sRGB colour given as #rrggbb or rgba(), drawn over `under`. */
function rgb(colour: string, under: [number, number, number] = [255, 255, 255]): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as [number, number, number];
  const fn = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!fn) throw new Error(`Unreadable colour ${colour}`);
  const [r, g, b, a = 1] = fn[1].split(',').map(Number);
  return [r, g, b].map((c, i) => c * a + under[i] * (1 - a)) as [number, number, number];
}
const luminance = ([r, g, b]: [number, number, number]) => {
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
function contrast(text: string, background: string): number {
  const bg = rgb(background);
  const [a, b] = [luminance(rgb(text, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const token = theme.getDesignToken(appTheme) as unknown as Record<string, string>;
const AA = 4.5;

describe('theme colours meet WCAG AA contrast (4.5:1) for text', () => {
  const textTokens = ['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorLink', 'colorPrimary', 'colorInfoText', 'colorSuccessText', 'colorErrorText', 'colorWarningText', 'colorSuccess', 'colorError', 'colorInfo'];
  it.each(textTokens.flatMap((name) => ['#ffffff', PAGE_BACKGROUND, '#fafafa'].map((bg) => [name, bg])))('%s on %s', (name, bg) => {
    expect(contrast(token[name], bg)).toBeGreaterThanOrEqual(AA);
  });

  it.each([
    ['colorSuccessText', 'colorSuccessBg'],
    ['colorSuccess', 'colorSuccessBg'],
    ['colorErrorText', 'colorErrorBg'],
    ['colorError', 'colorErrorBg'],
    ['colorInfoText', 'colorInfoBg'],
    ['colorInfo', 'colorInfoBg'],
    ['colorWarningText', 'colorWarningBg'],
    ['colorText', 'colorErrorBg'],
  ])('%s on %s (alerts and status tags)', (text, bg) => {
    expect(contrast(token[text], token[bg])).toBeGreaterThanOrEqual(AA);
  });

  it.each(['colorPrimary', 'colorError', 'colorSuccess', 'colorInfo'])('white text on %s (solid buttons and tags)', (name) => {
    expect(contrast('#ffffff', token[name])).toBeGreaterThanOrEqual(AA);
  });

  it.each(['blue', 'purple', 'cyan', 'green', 'magenta', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'])('a %s tag: shade 7 on shade 1', (colour) => {
    expect(contrast(token[`${colour}7`], token[`${colour}1`])).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the success background light (a dark seed would make antd derive a grey one)', () => {
    expect(luminance(rgb(token.colorSuccessBg))).toBeGreaterThan(0.9);
    expect(luminance(rgb(token.colorInfoBg))).toBeGreaterThan(0.8);
    expect(luminance(rgb(token.colorErrorBg))).toBeGreaterThan(0.8);
  });
});

describe('the theme reaches the page', () => {
  it('sets the CSS variable a green tag draws its text with (antd emits green7 and green-7 as one variable)', () => {
    render(
      <ConfigProvider theme={appTheme}>
        <Tag color="green">Verified</Tag>
      </ConfigProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const values = [...css.matchAll(/--ant-green-7:\s*([^;}]+)/g)].map((m) => m[1].trim());
    expect(values.length).toBeGreaterThan(0);
    expect(new Set(values)).toEqual(new Set([token.green7]));
  });
});
