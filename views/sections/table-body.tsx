import type { ReactNode } from 'react';

/** A table's body whose first cell of each row heads that row (scope="row"), the others plain cells. */
export function RowHeadedBody({ rows }: { rows: readonly (readonly ReactNode[])[] }) {
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
              <td key={index}>{cell}</td>
            ),
          )}
        </tr>
      ))}
    </tbody>
  );
}
