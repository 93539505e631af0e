import type { ReactNode } from 'react';
import { Fragment } from 'react';

/** A dictionary sentence with `{key}` placeholders, each replaced by a node (a link, a strong word). */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/\{(\w+)\}/).map((part, index) => (
    // Odd parts are the placeholders' names: the split keeps them in place.
    <Fragment key={index}>{index % 2 === 1 ? (part in values ? values[part] : `{${part}}`) : part}</Fragment>
  ));
}
