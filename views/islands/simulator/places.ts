import { useEffect, useState } from 'react';
import type { Place, PlaceIndex } from '../../../shared/places/places';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import { indexPlaces } from '../../../shared/places/places';
import type { WizardState } from '../../../shared/offer/simulator-state';

/** The id of the suggestions the server writes into a step-4 page (views/sections/simulator-section.tsx). */
export const serverPlacesListId = 'sim-places';
/** The id of the suggestions the island writes once it has fetched the places. */
export const loadedPlacesListId = 'sim-places-loaded';

/** Whether the server writes its suggestions into a page rendered at this state: step 4, or step 1 with places typed. */
export function takesServerPlaces(state: WizardState): boolean {
  return state.step === 4 || (state.step === 1 && (state.route.from !== '' || state.route.to !== ''));
}

let placesRequest: Promise<PlaceIndex> | null = null;

/** Fetches the list of places once per page (a hashed same-origin file); a failure lets a later call try again. */
export function loadPlaces(url: string): Promise<PlaceIndex> {
  placesRequest ??= fetch(url)
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`places: ${response.status}`))))
    .then((list: unknown) => {
      if (!Array.isArray(list)) throw new Error('places: not a list');
      return indexPlaces(list as Place[]);
    });
  placesRequest.catch(() => {
    placesRequest = null;
  });
  return placesRequest;
}

/** The two places an estimate was made for, to fill the distance once per new pair. */
export function pairOf(estimate: TripEstimate | null): string {
  return estimate?.kind === 'known' ? `${estimate.from.lon},${estimate.from.lat}-${estimate.to.lon},${estimate.to.lat}` : '';
}

/** The places, fetched only once step 4 asks for them; the setter takes a list a submit had to wait for. */
export function usePlaces(url: string, wanted: boolean): [PlaceIndex | null, (index: PlaceIndex) => void] {
  const [places, setPlaces] = useState<PlaceIndex | null>(null);
  useEffect(() => {
    if (!wanted || places) return;
    let live = true;
    loadPlaces(url).then(
      (index) => live && setPlaces(index),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, places, url]);
  return [places, setPlaces];
}
