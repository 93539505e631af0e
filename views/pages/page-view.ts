import type { ReactNode } from 'react';
import type { PageMeta } from '../head';

/** What a page module produces: its head metadata and its main content. */
export type PageView = PageMeta & { body: ReactNode };
