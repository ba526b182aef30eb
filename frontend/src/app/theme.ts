import type { ThemeConfig } from 'antd';

/** The page background behind cards (layouts); text on it must reach 4.5:1 as on white. */
export const PAGE_BACKGROUND = '#f5f7fa';
/** The brand navy: primary buttons, links, the logo. 8.4:1 on white. */
export const BRAND = '#0b4f8a';

/**
 * Preset tag colours (<Tag color="green">) draw text in shade 7 on shade 1. These shades were
 * below 4.5:1 there (green 3.37, orange 3.34, gold 2.76, cyan 3.39, volcano 4.37, lime 2.48,
 * yellow 2.05); the next darker ones pass: green, orange, cyan, volcano shade 8 (5.4, 5.1, 5.8,
 * 6.4), gold, lime, yellow shade 9 (6.5, 6.6, 5.2). antd emits both the `green7` and the
 * `green-7` token as the one CSS variable --ant-green-7, so both are set.
 */
const PRESET_TEXT = { green: '#237804', orange: '#ad4e00', cyan: '#006d75', volcano: '#ad2102', gold: '#874d00', lime: '#3f6600', yellow: '#876800' };
const presetTextShades = Object.fromEntries(Object.entries(PRESET_TEXT).flatMap(([colour, hex]) => [[`${colour}7`, hex], [`${colour}-7`, hex]]));

/**
 * antd's defaults fail WCAG AA (4.5:1 for body text) on white and on the page background:
 * secondary and description text rgba(0,0,0,.45) 3.35:1, link blue #1677ff 4.1:1, success green
 * 2.3:1 (its tags #389e0d 3.37:1), error red #ff4d4f 3.27:1, placeholders 1.83:1. Each colour
 * below is set once here rather than per component; theme.test.ts checks every ratio, so a
 * later change that drops one below 4.5:1 fails there. Ratios: on white / on PAGE_BACKGROUND.
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    // Links in the brand colour, 8.4 / 7.8 (default #1677ff: 4.1).
    colorLink: BRAND,
    // Info alerts, 'processing' tags: blue-7, 6.2 / 5.7, and 5.5 on its own light background.
    colorInfo: '#0958d9',
    // Error text, danger buttons and form messages: red-7, 5.6 / 5.2 (4.8 on its light
    // background), white on it 5.6.
    colorError: '#cf1322',
    // Success text and tags: green-8, 5.6 / 5.2. A seed this dark makes antd derive a grey-green
    // background, so the light green background and border are antd's own green-1 and green-3.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    // The warning seed stays amber for icons; warning text is orange-8, 5.4 / 5.1.
    colorWarningText: '#ad4e00',
    // Secondary text (Typography type="secondary", help and extra lines, counters): 5.7 / 5.6.
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // A Select's placeholder is page text to a screen reader and to axe: 4.9 / 4.9.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    ...presetTextShades,
    borderRadius: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  },
};
