// The development entry (`npm run dev` runs it with tsx watch, from source): client files read from
// disk as build/dev.mjs rebuilds them, pages rendered on demand.
import { startSite } from './start';

startSite({ development: true });
