/** The names of the inline icons. */
export type IconName =
  | 'logo'
  | 'phone'
  | 'mail'
  | 'pin'
  | 'clock'
  | 'box'
  | 'pallet'
  | 'bolt'
  | 'building'
  | 'shield'
  | 'truck'
  | 'map'
  | 'chart'
  | 'euro'
  | 'headset'
  | 'check'
  | 'globe'
  | 'fork'
  | 'cart'
  | 'document'
  | 'cross'
  | 'anchor'
  | 'plane'
  | 'factory'
  | 'route'
  | 'star'
  | 'arrow';

const paths: Record<IconName, string> = {
  logo: 'M3 7h11v8H3zM14 10h4l3 3v2h-7zM6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  pallet: 'M4 4h16v10H4zM2 17h20M4 17v3M12 17v3M20 17v3M2 20h20',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  building: 'M4 21V3h10v18M14 8h6v13M8 7h2M8 11h2M8 15h2M2 21h20',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  truck: 'M2 6h12v10H2zM14 9h4l4 4v3h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4M18 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  euro: 'M18 6a7 7 0 1 0 0 12M4 10h10M4 14h10',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z',
  check: 'M5 12l5 5L20 7',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  fork: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M17 3c-2 2-2 7 0 8v10',
  cart: 'M3 4h2l3 11h10l3-8H6M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2M17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  cross: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  anchor: 'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4M12 8v13M5 13a7 7 0 0 0 14 0M8 11h8',
  plane: 'M2 13l8-2 5-8h2l-2 8 5 1 2-2h1l-1 4 1 4h-1l-2-2-5 1 2 8h-2l-5-8-8-2z',
  factory: 'M3 21V10l5 3V10l5 3V10l5 3V4h3v17zM7 17h2M12 17h2M17 17h2',
  route: 'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4M18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4M6 15V9a3 3 0 0 1 3-3h7M18 9v6a3 3 0 0 1-3 3H8',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  arrow: 'M5 12h14M13 6l6 6-6 6',
};

/** An inline SVG icon with its size set (no layout shift, no request), hidden from screen readers. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
