// Content negotiation: which of the encodings a page or an asset has ready the request accepts.

/** The content codings the server has ready, best first. */
export type Coding = 'br' | 'gzip' | 'identity';

/** The best coding the request accepts (q=0 refuses one), among those `has` says are ready. */
export function pickCoding(acceptEncoding: string | undefined, has: (coding: Coding) => boolean = () => true): Coding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.slice(0, 256).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br') && has('br')) return 'br';
  if (ok('gzip') && has('gzip')) return 'gzip';
  return 'identity';
}
