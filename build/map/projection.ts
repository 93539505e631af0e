import type { GeoPermissibleObjects, GeoProjection } from 'd3-geo';
import { geoConicConformal } from 'd3-geo';

/**
 * Belgium's own projection (Lambert 2008: conformal conic, standard parallels 49°50' and 51°10',
 * central meridian 4°21'), fitted so that `subject` fills the frame less its padding (more on the
 * right if asked), and clipped to the frame.
 */
export function fittedProjection(
  subject: GeoPermissibleObjects,
  width: number,
  height: number,
  padding: number,
  right = padding,
): GeoProjection {
  return geoConicConformal()
    .parallels([49 + 50 / 60, 51 + 10 / 60])
    .rotate([-(4 + 21 / 60), 0])
    .fitExtent(
      [
        [padding, padding],
        [width - right, height - padding],
      ],
      subject,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
}
