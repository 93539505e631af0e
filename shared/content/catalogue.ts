import type { z } from 'zod';
import { cityIds, legalIds, serviceIds } from '../routes';
import { citySchema } from './schemas/city';
import { homeSchema } from './schemas/home';
import { interfaceEntry } from './schemas/interface';
import { legalEntry } from './schemas/legal';
import { serviceSchema } from './schemas/service';
import { tariffsEntry } from './schemas/tariffs';

/**
 * Every content file of a language, by its path under content/<lang>/ without `.yaml`: its schema, and the
 * placeholders it leaves for the view or the island to fill (`kept`, such as `{step}` of "Étape {step} sur 5").
 */
export type Entry = { schema: z.ZodType; kept: readonly string[] };

const none: readonly string[] = [];
const each = <Id extends string, Folder extends string, E extends Entry>(ids: readonly Id[], folder: Folder, entry: E) =>
  Object.fromEntries(ids.map((id) => [`${folder}/${id}`, entry])) as Record<`${Folder}/${Id}`, E>;

/** The content files, each with its schema. */
export const catalogue = {
  interface: interfaceEntry,
  home: { schema: homeSchema, kept: none },
  tariffs: tariffsEntry,
  ...each(serviceIds, 'services', { schema: serviceSchema, kept: none }),
  ...each(cityIds, 'cities', { schema: citySchema, kept: none }),
  ...each(legalIds, 'legal', legalEntry),
} satisfies Record<string, Entry>;

/** A content file's id: `home`, `services/express`, `cities/ghent`, `legal/terms`… */
export type ContentId = keyof typeof catalogue;

/** What a content file holds once its messages are formatted, as the views read it. */
export type CopyOf<Id extends ContentId> = z.infer<(typeof catalogue)[Id]['schema']>;
