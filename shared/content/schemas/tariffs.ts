import { z } from 'zod';

/** (In the move: the schema of this content is written with its files.) */
export const tariffsEntry = { schema: z.looseObject({}), kept: [] as readonly string[] };
