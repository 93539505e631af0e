import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholderList } from '../../build/placeholder-list';

describe('docs/placeholders.md', () => {
  it('lists the placeholders the product line gives today (npm run placeholders writes it)', () => {
    const file = readFileSync(path.join(import.meta.dirname, '..', '..', 'docs', 'placeholders.md'), 'utf8');
    expect(file).toBe(placeholderList());
  });
});
