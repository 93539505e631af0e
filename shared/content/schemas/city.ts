import { z } from 'zod';
import { paragraphs, text } from './common';

/** The kinds of service a city page can show in its grid (SPEC §2), each with its own icon. */
export const cityServiceKinds = [
  'same-day',
  'b2b',
  'restaurants',
  'ecommerce',
  'documents',
  'medical',
  'pallets',
  'port',
  'air',
  'industrial',
  'international',
] as const;

/** Everything a city or commune page says, in one language (content/<lang>/cities/<id>.yaml). */
export const citySchema = z.object({
  /** The place's name in this language ("Bruxelles" / "Brussel"). */
  name: text,
  /** <title>, unique across the site, about 50-65 characters; meta description, 120-160 characters. */
  title: text,
  description: text,
  heroTitle: text,
  heroLead: text,
  /** Heading of the presentation, then 2 to 4 paragraphs written for this place only. */
  introTitle: text,
  intro: paragraphs,
  /** Texts of the three highlight cards, specific to the place (titles are shared). */
  highlights: z.object({ pickup: text, parcels: text, coverage: text }),
  /** Heading and cards of the service grid: same-day and b2b always, then what suits the place. */
  servicesTitle: text,
  services: z.array(z.object({ kind: z.enum(cityServiceKinds), title: text, text })),
  /** Heading and list of the zones served (districts, communes, areas). */
  zones: z.object({ title: text, items: z.array(text) }).optional(),
  /** Closing call to action (the phone number and quote button are added by the view). */
  closing: z.object({ title: text, text }),
});

/** A kind of service card. */
export type CityServiceKind = (typeof cityServiceKinds)[number];
