import { Button } from 'antd';
import { useId, useLayoutEffect, useRef, useState } from 'react';

/**
 * A review's text cut to a few lines, with a 'Show more' button whose name is its visible text
 * (antd's expandable ellipsis names its 'more' link 'Expand': axe's label-content mismatch).
 */
export function ClampedText({ text, lines = 3 }: { text: string; lines?: number }) {
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !open) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [text, open]);
  return (
    <div>
      <div
        ref={ref}
        id={id}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', ...(open ? {} : { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) }}
      >
        {text}
      </div>
      {(overflows || open) && (
        <Button type="link" size="small" style={{ padding: 0 }} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
