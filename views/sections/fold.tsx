import type { ReactNode } from 'react';

/**
 * Detail folded away on a phone and shown as is on wider screens (public/styles.css, `.fold`): a
 * native <details>, so it opens without JavaScript, and find-in-page reaches what it holds.
 */
export function Fold({ summary, open, children }: { summary: ReactNode; open?: boolean; children: ReactNode }) {
  return (
    <details className="fold" open={open || undefined}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
