import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberTimeZone } from '../lib/member-zone';
import { churchInstant, fakeWatchService, refusal, samplePlan } from '../lib/watch.fixtures';
import hourGuide from 'virtual:watch-guide';
import { keep, planStore, pledged, pledgesStore } from '../lib/watch-store';
import { WatchPage } from './watch-page';

vi.mock('../lib/member-zone', () => ({ memberTimeZone: vi.fn(() => 'America/Chicago') }));

const plan = samplePlan([11, 12, 13], { 12: [3, 1, 0] });

/** The page, once it shows what the device keeps. */
async function open(reminded?: boolean) {
  render(
    <MemoryRouter>
      <WatchPage reminded={reminded} />
    </MemoryRouter>,
  );
  await waitFor(() => expect(document.querySelector('main')).toHaveAttribute('data-ready'));
}

const row = (name: string) => screen.getByRole('button', { name }).closest('li')!;
const status = () => screen.getAllByRole('status').find((el) => el.classList.contains('watch__status'))!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Day 12's night, 9:30 PM in Chicago.
  vi.setSystemTime(Date.parse(churchInstant(12, 21)) + 30 * 60_000);
  vi.mocked(memberTimeZone).mockReturnValue('America/Chicago');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the watch page', () => {
  it('shows tonight first, each turn with how many keep it and the gaps in words, the nights over folded away', async () => {
    fakeWatchService(plan);
    await open();
    expect(await screen.findByText('3 keeping watch')).toBeInTheDocument();
    const nights = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(nights.slice(0, 2)).toEqual(['Night of Day 12', 'Night of Day 13']);
    const tonight = screen.getByRole('region', { name: 'Night of Day 12' });
    expect(within(tonight).getByText('Tonight')).toBeInTheDocument();
    expect(within(tonight).getByText('Sunday, October 12')).toBeInTheDocument();
    expect(within(tonight).getByText('1 hour still needs someone')).toBeInTheDocument();
    expect(within(row('Keep watch, night of Day 12, 10:00 PM')).getByText('1 keeping watch')).toBeInTheDocument();
    expect(within(row('Keep watch, night of Day 12, 11:00 PM')).getByText('No one yet')).toBeInTheDocument();
    expect(within(row('Keep watch, night of Day 12, 9:00 PM')).getByText('Now')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Night of Day 13' })).getByText('3 hours still need someone')).toBeInTheDocument();
    // The nights over: folded, their turns not to pledge.
    expect(screen.getByText('Nights already kept').closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByRole('button', { name: /night of Day 11/ })).not.toBeInTheDocument();
    // Same time zone as the church: no second time.
    expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
    expect(screen.getByText('You have not pledged an hour yet. Choose one below.')).toBeInTheDocument();
  });

  it('shows the member’s own time beside the church’s when their time zone is another', async () => {
    vi.mocked(memberTimeZone).mockReturnValue('America/Denver');
    fakeWatchService(plan);
    await open();
    expect(await screen.findByText('3 keeping watch')).toBeInTheDocument();
    expect(within(row('Keep watch, night of Day 12, 9:00 PM')).getByText('8:00 PM your time')).toBeInTheDocument();
  });

  it('pledges with one tap (counted at once, sent with a fresh token, in My hours) and lets go with another', async () => {
    const service = fakeWatchService(plan);
    const user = userEvent.setup();
    await open();
    await screen.findByText('3 keeping watch');
    const button = screen.getByRole('button', { name: 'Keep watch, night of Day 12, 11:00 PM' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const turn = row('Keep watch, night of Day 12, 11:00 PM');
    expect(within(turn).getByText('1 keeping watch')).toBeInTheDocument();
    expect(within(turn).getByText('You’re keeping this hour')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Thank you. You are keeping watch at 11:00 PM, night of Day 12.');
    const mine = screen.getByRole('region', { name: 'My hours' });
    expect(within(mine).getByText('Night of Day 12, 11:00 PM')).toBeInTheDocument();
    await waitFor(() => expect(service.pledges).toHaveLength(1));
    const [sent] = service.pledges;
    expect(sent).toEqual({ day: 12, start: '23:00', token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), pledged: true });
    await waitFor(() => expect(pledgesStore.read()[0]!.sent).toBe(true));

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(within(turn).getByText('No one yet')).toBeInTheDocument();
    expect(status()).toHaveTextContent('You let go of 11:00 PM, night of Day 12.');
    await waitFor(() => expect(service.pledges).toHaveLength(2));
    expect(service.pledges[1]).toEqual({ ...sent, pledged: false });
    await waitFor(() => expect(pledgesStore.read()).toEqual([]));
  });

  it('keeps a pledge made offline, says so, and sends it once the browser is online again', async () => {
    const service = fakeWatchService(plan);
    const user = userEvent.setup();
    await open();
    await screen.findByText('3 keeping watch');
    service.online = false;
    await user.click(screen.getByRole('button', { name: 'Keep watch, night of Day 13, 9:00 PM' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent('Not sent yet: your choice is kept on this device and will be sent as soon as it can be.'),
    );
    expect(within(screen.getByRole('region', { name: 'My hours' })).getByText('Waiting to be sent')).toBeInTheDocument();
    service.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(service.pledges).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Waiting to be sent')).not.toBeInTheDocument());
    expect(service.tokens.get('13/21:00')?.size).toBe(1);
  });

  it('keeps a refused pledge with the service’s words', async () => {
    const service = fakeWatchService(plan);
    service.next.push(refusal(422, 'That hour of the watch is over.'));
    const user = userEvent.setup();
    await open();
    await screen.findByText('3 keeping watch');
    await user.click(screen.getByRole('button', { name: 'Keep watch, night of Day 12, 10:00 PM' }));
    await waitFor(() => expect(status()).toHaveTextContent('10:00 PM, night of Day 12, was not counted: That hour of the watch is over.'));
    const mine = screen.getByRole('region', { name: 'My hours' });
    expect(within(mine).getByText('Not counted: That hour of the watch is over.')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Remove, night of Day 12, 10:00 PM' }));
    expect(pledgesStore.read()).toEqual([]);
  });

  it('shows the watch as last read, marked as possibly out of date, when it cannot be read', async () => {
    keep(planStore, { plan, savedAt: Date.now() });
    const service = fakeWatchService(plan);
    service.online = false;
    await open();
    expect(await screen.findByText(/This is the watch as this device last saw it/)).toBeInTheDocument();
    expect(screen.getByText('3 keeping watch')).toBeInTheDocument();
  });

  it('says calmly when the church keeps no watch hour by hour', async () => {
    fakeWatchService(null);
    await open();
    expect(await screen.findByText(/keeps the prayer watch together rather than hour by hour/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Keep watch/ })).not.toBeInTheDocument();
  });

  it('guides the member through an hour, step by step, in the content’s words (#hour-guide)', async () => {
    fakeWatchService(plan);
    await open();
    const guide = screen.getByRole('region', { name: 'Praying through your hour' });
    expect(guide).toHaveAttribute('id', 'hour-guide');
    const steps = within(within(guide).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual(hourGuide);
    expect(steps.length).toBeGreaterThanOrEqual(4);
  });

  it('says how many kept each turn over, once any did', async () => {
    fakeWatchService(samplePlan([11, 12], { 11: [2, 1, 0] }, { 11: [2, 1, 0] }));
    await open();
    const past = within(screen.getByRole('region', { name: 'Night of Day 11' }));
    expect(past.getAllByRole('listitem').map((li) => li.querySelector('.watch-turn__count')!.textContent)).toEqual([
      '2 kept watch',
      '1 kept watch',
      'Over',
    ]);
  });

  it('says in My hours whether this phone will be reminded of each hour, or leads to the reminders', async () => {
    fakeWatchService(plan);
    await open(true);
    const mine = () => within(screen.getByRole('region', { name: 'My hours' }));
    expect(mine().getByText('This phone will be reminded at the start of each hour you keep.')).toBeInTheDocument();
    cleanup();
    await open(false);
    expect(mine().getByText(/This phone will not remind you of your hours/)).toBeInTheDocument();
    expect(mine().getByRole('link', { name: 'Turn on reminders' })).toHaveAttribute('href', '/#reminders');
  });

  it('offers the pledged hours still to come as a calendar, in the member’s time zone', async () => {
    fakeWatchService(plan);
    // The 9:00 PM turn is under way, day 13's to come, day 11's over.
    for (const turn of [plan.turns[0]!, plan.turns[3]!, plan.turns[6]!]) keep(pledgesStore, pledged(pledgesStore.read(), turn));
    await open();
    const link = within(screen.getByRole('region', { name: 'My hours' })).getByRole('link', { name: 'Add my hours to my calendar' });
    expect(link).toHaveAttribute('href', '/api/calendar.ics?tz=America%2FChicago&watch=12-21:00,13-21:00');
    expect(link).toHaveAttribute('download');
  });
});
