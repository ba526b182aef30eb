import { Button } from 'antd';
import { useRef, type KeyboardEvent } from 'react';

export interface FilterTab {
  key: string;
  label: string;
}

/**
 * Filter tabs that wrap onto several lines instead of hiding tabs behind an overflow menu
 * (the STCW picker has twelve). WAI-ARIA tabs: one tab stop, arrow keys, Home and End.
 */
export function FilterTabs({ tabs, active, onChange, panelId, label }: { tabs: FilterTab[]; active: string; onChange: (key: string) => void; panelId: string; label: string }) {
  const refs = useRef<Array<HTMLElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === active);
    const last = tabs.length - 1;
    const next = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    onChange(tabs[index].key);
    refs.current[index]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <Button
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={`${panelId}-tab-${tab.key}`}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            size="small"
            shape="round"
            type={selected ? 'primary' : 'default'}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </Button>
        );
      })}
    </div>
  );
}
