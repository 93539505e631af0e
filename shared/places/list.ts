import list from '../data/places.json';
import type { PlaceIndex } from './places';
import { indexPlaces } from './places';

/**
 * Every municipality, indexed by name, for the server's render of step 4. Server only: the browser
 * fetches the same list as a hashed file when step 4 needs it (never import this from an island).
 */
export const placeIndex: PlaceIndex = indexPlaces(list);
