import { theme } from 'antd';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';

export interface WrappingTab {
  key: string;
  label: string;
}

/** What antd's Tabs hands its `renderTabBar` that this bar uses. */
interface TabBarProps {
  id: string;
  activeKey: string;
  onTabClick: (key: string, event: MouseEvent | KeyboardEvent) => void;
}

/**
 * `<Tabs renderTabBar={wrappingTabBar('Reviews', items)} items={items} />`: antd keeps the
 * panels, the active key and onChange; the bar is ours.
 */
export function wrappingTabBar(label: string, tabs: WrappingTab[]) {
  return (props: TabBarProps) => <WrappingTabBar id={props.id} activeKey={props.activeKey} tabs={tabs.map(({ key, label: text }) => ({ key, label: text }))} label={label} onChange={props.onTabClick} />;
}

/**
 * A tab bar for antd's Tabs whose tabs wrap onto a second line when the row
 * is too narrow. antd's own bar keeps one row and slides tabs out of view behind a "more"
 * menu: on a phone a label was cut mid-word ("Need Confirma…"), and the menu's button inside
 * the tablist is not a tab (axe: aria-required-children). The ids match the ones antd gives
 * the panels, so each panel stays labelled by its tab. WAI-ARIA tabs: one tab stop, arrow
 * keys, Home and End, the focused tab is shown at once.
 */
export function WrappingTabBar({ id, activeKey, tabs, onChange, label }: { id: string; activeKey: string; tabs: WrappingTab[]; onChange: (key: string, event: MouseEvent | KeyboardEvent) => void; label: string }) {
  const { token } = theme.useToken();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === activeKey);
    const last = tabs.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    onChange(tabs[index].key, event);
    refs.current[index]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{ display: 'flex', flexWrap: 'wrap', columnGap: 24, marginBottom: 16, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      {tabs.map((tab, index) => {
        const selected = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={(event) => onChange(tab.key, event)}
            style={{
              // -1px: the active tab's underline sits on the bar's bottom border, as in antd.
              margin: '0 0 -1px',
              padding: '12px 0',
              border: 0,
              borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
              background: 'none',
              font: 'inherit',
              fontSize: token.fontSize,
              color: selected ? token.colorPrimary : token.colorText,
              // Bolder without growing, so the row does not reflow when the selection moves.
              textShadow: selected ? '0 0 0.25px currentcolor' : undefined,
              whiteSpace: 'nowrap',
              cursor: 'pointer',
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
