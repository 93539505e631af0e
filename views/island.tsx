import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandName, IslandProps } from '../shared/islands';
import { islandTriggers } from '../shared/islands';
import { islandComponents } from './islands/registry';
import { safeJson } from './safe-json';
import { useSite } from './site-context';

/**
 * Renders an interactive island in place: its server HTML (its ids are fixed, one island of each kind
 * per page), followed by its props in a JSON block that tells client/boot.ts where its code
 * is and when to hydrate it. Without JavaScript the server HTML is the whole component.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  const { assets } = useSite();
  const Component = islandComponents[name] as ComponentType<IslandProps[N]>;
  const html = renderToString(<Component {...props} />);
  return (
    <>
      <div data-island={name} className="island" dangerouslySetInnerHTML={{ __html: html }} />
      <script
        type="application/json"
        data-island-props={name}
        data-src={assets.islands[name]}
        data-when={islandTriggers[name].when}
        data-media={islandTriggers[name].media}
        dangerouslySetInnerHTML={{ __html: safeJson(props) }}
      />
    </>
  );
}
