import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName, IslandProps } from '../shared/islands';

/** Makes the `hydrate` export of an island's entry: same component, same props as the server. */
export function islandHydrator<N extends IslandName>(name: N, Component: ComponentType<IslandProps[N]>) {
  return (root: Element, props: IslandProps[N]): void => {
    if (root.hasAttribute('data-hydrated')) return;
    root.setAttribute('data-hydrated', '');
    hydrateRoot(root, <Component {...props} />);
  };
}
