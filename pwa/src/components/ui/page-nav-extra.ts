import { createContext, type ReactNode } from 'react';

/**
 * What the app adds to every page's row of links, after the page's links and before its tools:
 * the language switch (app/router.tsx). A module of its own, so the first load's code carries
 * the context without the page top's icons.
 */
export const PageNavExtra = createContext<ReactNode>(null);
