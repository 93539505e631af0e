// Content negotiation: which of the encodings a page or an asset has ready the request accepts (negotiator).
import Negotiator from 'negotiator';

/** The content codings the server has ready, best first. */
export type Coding = 'br' | 'gzip' | 'identity';

const codings: Coding[] = ['br', 'gzip', 'identity'];

/** The best coding the request accepts (q=0 refuses one), among those `has` says are ready; identity when none. */
export function pickCoding(acceptEncoding: string | undefined, has: (coding: Coding) => boolean = () => true): Coding {
  const ready = codings.filter((coding) => coding === 'identity' || has(coding));
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding?.slice(0, 256) } });
  return (negotiator.encoding(ready, { preferred: codings }) as Coding | undefined) ?? 'identity';
}
