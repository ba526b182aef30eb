import type { Locale } from 'antd/es/locale';
import enUSEntry from 'antd/locale/en_US';

/**
 * antd's entry is CommonJS: the bundle receives `{ default: locale }`, jest the locale itself.
 * ConfigProvider unwraps the first only when handed it as is, so a copy with a change must be
 * made from the locale inside.
 */
const enUS: Locale = (enUSEntry as Locale & { default?: Locale }).default ?? enUSEntry;

/**
 * antd's English texts, with one change: a truncated text's expand link (Typography
 * `ellipsis={{ expandable: true }}`) is named by the locale, 'Expand', whatever it shows, so a
 * link that reads 'more' was announced as 'Expand' (axe: label-content-name-mismatch, WCAG
 * 2.5.3). Here the name and the default symbol are both 'more' ('less' once expanded), for
 * every truncated text at once: show the default symbol or 'more', never another word.
 */
export const appLocale: Locale = { ...enUS, Text: { ...enUS.Text, expand: 'more', collapse: 'less' } };
