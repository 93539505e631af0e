import { useState } from 'react';

/** A test island: a counter whose button only counts once React has hydrated it. */
export function TallyCounter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}
