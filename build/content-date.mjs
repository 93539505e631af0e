// The day the pages' content last changed, for the sitemap's lastmod: the newest modification time
// among the files pages are made from (content/, shared/, views/, data/), read once by the build, so that
// every server of one build says the same.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const contentFolders = ['content', 'shared', 'views', 'data'];

/** The newest modification day (YYYY-MM-DD, UTC) of the files under the content folders of `root`. */
export function contentDate(root) {
  let newest = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) newest = Math.max(newest, statSync(file).mtimeMs);
    }
  };
  for (const folder of contentFolders) walk(path.join(root, folder));
  return new Date(newest).toISOString().slice(0, 10);
}
