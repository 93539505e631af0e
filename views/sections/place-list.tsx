import type { IconName } from '../icons';
import { Icon } from '../icons';

/** A list of places (zones served, cities, countries), each with a small icon; `block` names it for tests. */
export function PlaceList({ block, places, icon = 'pin' }: { block: string; places: string[]; icon?: IconName }) {
  return (
    <ul className="zones" data-block={block}>
      {places.map((place) => (
        <li key={place}>
          <Icon name={icon} size={18} />
          {place}
        </li>
      ))}
    </ul>
  );
}
