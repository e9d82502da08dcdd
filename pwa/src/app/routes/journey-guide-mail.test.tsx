// The journey page carries the day's guide by e-mail (where the church offers it), asked for in the
// member's way of fasting and rhythm, as chosen on the page's own choices.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rhythmStore } from '@/features/rhythms/lib/rhythm-store';
import { wayStore } from '@/features/ways-of-fasting/lib/way-store';
import { learnSettings, programmeSettingsEachTest } from '@/testing/programme-settings';
import { renderAppAt } from '@/testing/render-app';

programmeSettingsEachTest();
afterEach(() => vi.unstubAllGlobals());

describe('/journey and the day’s guide by e-mail', () => {
  it("asks for the guide in the member's way of fasting and rhythm", async () => {
    const user = userEvent.setup();
    wayStore.write('nonFood');
    rhythmStore.write('twice');
    learnSettings({ guideMail: true });
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ delivery: 'awaiting_confirmation', recipientToken: 'c1.claim' }, { status: 202 }));
    vi.stubGlobal('fetch', fetchFn);
    renderAppAt('/journey');
    const card = await screen.findByRole('region', { name: "The day's guide by e-mail" }, { timeout: 20_000 });
    expect(card).toHaveAttribute('id', 'guide-mail');
    await user.type(within(card).getByRole('textbox', { name: 'Your email address' }), 'ruth@church.org');
    await user.click(within(card).getByRole('button', { name: 'Start the guide e-mails' }));
    await waitFor(() => expect(within(card).getByRole('group', { name: 'Confirm r…@church.org' })).toBeInTheDocument());
    const [url, init] = fetchFn.mock.calls.find(([u]) => String(u).endsWith('/api/guide-mail'))!;
    expect(String(url)).toMatch(/\/api\/guide-mail$/);
    expect(JSON.parse(String(init!.body))).toMatchObject({ email: 'ruth@church.org', time: '07:00', way: 'nonFood', rhythm: 'twice' });
  });

  it('has no such card where the church does not offer it', async () => {
    learnSettings({ guideMail: false });
    renderAppAt('/journey');
    // The page's choices are shown (the card would stand after the tally's).
    expect(await screen.findByRole('region', { name: 'Praying together' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "The day's guide by e-mail" })).not.toBeInTheDocument();
  });
});
