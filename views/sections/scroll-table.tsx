import type { ReactNode } from 'react';

/**
 * A table that, on a phone, scrolls sideways inside its box: the box takes the keyboard focus for that,
 * is named by the caption, and its edge shadows show there is more to see. `head` gives the column
 * headings; `children` the bodies.
 */
export function ScrollTable({
  caption,
  head,
  className,
  children,
}: {
  caption: string;
  head: readonly ReactNode[];
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrolling region must take the focus to scroll by keyboard (axe: scrollable-region-focusable); a section would be a landmark per table.
    <div className="table-wrap table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className={className}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/**
 * A table's body whose first cell of each row heads that row (scope="row"), the others plain cells, each named by
 * its column (`labels`, the head) so that a `stack-table` shows every row as a card on a phone.
 */
export function RowHeadedBody({ rows, labels }: { rows: readonly (readonly ReactNode[])[]; labels?: readonly string[] }) {
  return (
    <tbody>
      {rows.map((row, rowIndex) => (
        <tr key={rowIndex}>
          {row.map((cell, index) =>
            index === 0 ? (
              <th key={index} scope="row">
                {cell}
              </th>
            ) : (
              <td key={index} data-label={labels?.[index]}>
                {cell}
              </td>
            ),
          )}
        </tr>
      ))}
    </tbody>
  );
}
