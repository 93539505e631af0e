import { useMemo } from 'react';
import type { SimulatorProps } from '../../../shared/islands';
import type { PlaceIndex, RouteEstimate, RouteText } from '../../../shared/places';
import { maxPlaceLength, placeOptions } from '../../../shared/places';
import { loadedPlacesListId, serverPlacesListId } from './places';

/** A municipality field of step 4, with the suggestions and, for a name we do not know, the message. */
function PlaceField({
  id,
  name,
  label,
  value,
  list,
  unknown,
  onChange,
  onDone,
}: {
  id: string;
  name: keyof RouteText;
  label: string;
  value: string;
  list: string;
  unknown: string | null;
  onChange: (value: string) => void;
  onDone: () => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        list={list}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxPlaceLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onDone}
        aria-describedby={unknown ? `${id}-unknown sim-route-help` : 'sim-route-help'}
        aria-invalid={unknown ? true : undefined}
      />
      {unknown && (
        <p className="field-error" id={`${id}-unknown`}>
          {unknown}
        </p>
      )}
    </div>
  );
}

/**
 * The places of departure and arrival (issue 12), their help, the estimate button for pages without
 * JavaScript, and the suggestions once the list of places has arrived.
 */
export function PlaceFields({
  labels,
  lang,
  route,
  places,
  estimate,
  hydrated,
  onPlace,
  onDone,
}: {
  labels: SimulatorProps['labels'];
  lang: SimulatorProps['lang'];
  route: RouteText;
  places: PlaceIndex | null;
  estimate: RouteEstimate | null;
  hydrated: boolean;
  onPlace: (field: keyof RouteText, value: string) => void;
  onDone: () => void;
}) {
  const options = useMemo(() => (places ? placeOptions(places.places, lang) : []), [places, lang]);
  const list = places ? loadedPlacesListId : serverPlacesListId;
  return (
    <>
      <div className="sim-route">
        <PlaceField
          id="sim-from"
          name="from"
          label={labels.route.from}
          value={route.from}
          list={list}
          unknown={estimate?.kind === 'unknown' && estimate.from ? labels.route.unknown : null}
          onChange={(value) => onPlace('from', value)}
          onDone={onDone}
        />
        <PlaceField
          id="sim-to"
          name="to"
          label={labels.route.to}
          value={route.to}
          list={list}
          unknown={estimate?.kind === 'unknown' && estimate.to ? labels.route.unknown : null}
          onChange={(value) => onPlace('to', value)}
          onDone={onDone}
        />
      </div>
      <p className="field-help" id="sim-route-help">
        {labels.route.help}
      </p>
      {!hydrated && (
        <p>
          <button type="submit" name="step" value="route" className="btn btn-secondary">
            {labels.route.button}
          </button>
        </p>
      )}
      {places && (
        <datalist id={loadedPlacesListId}>
          {options.map((option) => (
            <option key={option.value} value={option.value} label={option.label || undefined} />
          ))}
        </datalist>
      )}
    </>
  );
}
