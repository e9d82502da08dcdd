// A day's page, in the service's one shape (generated: `DAY_PAGE`, `content::DAY_PAGE`). A module of
// its own, so a page linking a day loads nothing more than this.
import { DAY_PAGE } from '@/types/api';

/** Day `day`'s page. */
export const dayPath = (day: number) => DAY_PAGE.replace('{day}', String(day));

/** The router's pattern of a day's page, its number as `:dayNumber`. */
export const DAY_ROUTE = DAY_PAGE.replace('{day}', ':dayNumber');
