import { StarFilled } from '@ant-design/icons';

/** antd Rate's own colours, so read-only stars look like the input ones. */
const FILLED = '#fadb14';
const EMPTY = 'rgba(0, 0, 0, 0.06)';

/**
 * Read-only stars. antd's Rate, even disabled, is a radio group of five radios: inside a
 * labelled image that is an interactive control nested in another (axe: nested-interactive),
 * and a screen reader announces five unchecked-looking radios. These are plain icons, so the
 * whole row is one image with a label, or hidden when the rating is written out beside it.
 */
export function Stars({ value, size = 14, label }: { value: number; size?: number; label?: string }) {
  const stars = [0, 1, 2, 3, 4].map((i) => {
    const fill = Math.max(0, Math.min(1, value - i));
    return (
      <span key={i} style={{ position: 'relative', display: 'inline-block', lineHeight: 1, fontSize: size, color: EMPTY }}>
        <StarFilled />
        {fill > 0 && (
          <span style={{ position: 'absolute', inset: 0, width: `${fill * 100}%`, overflow: 'hidden', color: FILLED }}>
            <StarFilled />
          </span>
        )}
      </span>
    );
  });
  const row = { display: 'inline-flex', gap: Math.round(size / 4) } as const;
  return label ? (
    <span role="img" aria-label={label} style={row}>
      {stars}
    </span>
  ) : (
    <span aria-hidden style={row}>
      {stars}
    </span>
  );
}
