import { renderToString } from 'react-dom/server';
import type { IslandName, IslandProps } from '../shared/islands';
import { islands } from './islands/registry';
import { safeJson } from './safe-json';
import { useSite } from './site-context';

/**
 * Renders an interactive island in place: its server HTML (its ids are fixed, one island of each kind
 * per page), followed by its props in a JSON block that tells client/boot.ts where its code and the
 * chunks it imports are, and when to hydrate it. Without JavaScript the server HTML is the whole component.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  const { assets } = useSite();
  const { Component, trigger } = islands[name] as (typeof islands)[N];
  const html = renderToString(<Component {...props} />);
  return (
    <>
      <div data-island={name} className="island" dangerouslySetInnerHTML={{ __html: html }} />
      <script
        type="application/json"
        data-island-props={name}
        data-src={assets.islands[name]}
        data-chunks={assets.islandChunks[name].join(' ')}
        data-when={trigger.when}
        data-media={trigger.media}
        dangerouslySetInnerHTML={{ __html: safeJson(props) }}
      />
    </>
  );
}
