// Once the page is idle, the app learns the programme's settings and, where the church offers the
// day's guide by e-mail, sends a request for it that waited for its address (confirmed by the link).
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { programme } from '@/content/programme';
import { keepGuideMail, keptGuideMail } from '@/features/summary/lib/guide-mail-store';
import { keepToken } from '@/features/summary/lib/recipient-tokens';
import { programmeSettingsEachTest } from '@/testing/programme-settings';
import { ProgrammeSync } from './programme-sync';

programmeSettingsEachTest();
afterEach(() => vi.unstubAllGlobals());

describe('ProgrammeSync', () => {
  it('learns that the church offers the guide by e-mail, and sends the request that waited for its address', async () => {
    keepToken('ruth@church.org', 'c1.claim');
    keepGuideMail({ email: 'ruth@church.org', time: '06:30', timeZone: 'America/Bogota', awaiting: true, key: 'k1', lang: 'en' });
    const fetchFn = vi.fn<typeof fetch>(async (input) =>
      String(input).endsWith('/api/programme')
        ? Response.json({ startDate: programme.startDate, pushReminders: true, guideMail: true })
        : Response.json({ delivery: 'subscribed', nextAt: Date.UTC(2027, 2, 2, 11, 30), nextDay: 4 }, { status: 202 }),
    );
    vi.stubGlobal('fetch', fetchFn);
    render(
      <ToastProvider>
        <ProgrammeSync />
      </ToastProvider>,
    );
    await waitFor(() => expect(keptGuideMail()).toMatchObject({ awaiting: false, nextDay: 4 }));
    expect(fetchFn.mock.calls.map(([input, init]) => `${init?.method} ${new URL(String(input), 'https://guide.example').pathname}`)).toEqual([
      'GET /api/programme',
      'POST /api/guide-mail',
    ]);
  });
});
