import type { Lang } from '../langs';
import { fr, type Messages } from './fr';
import { nl } from './nl';

export type { Messages };

/** The interface strings of each language. */
export const dictionaries: Record<Lang, Messages> = { fr, nl };

/** The interface strings of one language. */
export function messagesOf(lang: Lang): Messages {
  return dictionaries[lang];
}
