import { answeringHours } from '../company/company';
import type { Lang } from '../langs';
import type { OfferWords } from '../offer';

/** When an e-mail is answered (a written quote, an urgent request's written confirmation): the answering hours (the phone line answers 24/7). */
export function officeHours(lang: Lang, x: OfferWords): string {
  const { fromHour, toHour } = answeringHours;
  return lang === 'fr'
    ? `du lundi au vendredi, de ${x.hour(fromHour)} à ${x.hour(toHour)}`
    : `van maandag tot vrijdag, van ${fromHour} tot ${x.hour(toHour)}`;
}
