import type { IconName } from '../icons';
import { Icon } from '../icons';

/**
 * A list of places (zones served, cities, countries), each with a small icon; `block` names it for tests.
 * A place named in `links` (name -> path) links to its own page.
 */
export function PlaceList({
  block,
  places,
  icon = 'pin',
  links = {},
}: {
  block: string;
  places: string[];
  icon?: IconName;
  links?: Record<string, string>;
}) {
  return (
    <ul className="zones" data-block={block}>
      {places.map((place) => (
        <li key={place}>
          <Icon name={icon} size={18} />
          {links[place] ? <a href={links[place]}>{place}</a> : place}
        </li>
      ))}
    </ul>
  );
}
