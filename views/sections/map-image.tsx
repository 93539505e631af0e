import type { MapAsset } from '../../shared/manifest';

/**
 * A map drawn at build time, as a same-origin SVG image: its size is given so the page does not
 * move when it arrives, and it loads only when it nears the viewport (maps sit below the fold).
 */
export function MapImage({ map, alt }: { map: MapAsset; alt: string }) {
  return <img className="map" src={map.src} width={map.width} height={map.height} alt={alt} loading="lazy" decoding="async" />;
}
