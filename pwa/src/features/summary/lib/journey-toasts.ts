// The journey e-mail's own notices, loaded with the journey page only: it is sent while online
// only (it is rebuilt from the device each time, so there is nothing to keep for later).
import * as m from 'virtual:messages/summary';
import { failure, notice } from './summary-toasts';
export const JOURNEY_SENT_TOAST = notice(m.summaryJourneySentTitle, m.summaryJourneySent);
export const JOURNEY_OFFLINE_TOAST = failure(m.summaryJourneyOfflineTitle, m.summaryJourneyOffline);
export const JOURNEY_UNREACHED_TOAST = failure(m.summaryJourneyUnreachedTitle, m.summaryJourneyUnreached);
export const JOURNEY_TOO_LONG_TOAST = failure(m.summaryJourneyTooLongTitle, m.summaryJourneyTooLong);
