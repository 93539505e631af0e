// The production entry (bundled into dist/server.mjs): every page rendered ahead, from the built files.
import { startSite } from './start';

startSite({ development: false });
