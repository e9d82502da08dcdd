// The reminders card's test reminder, and its steps on iPhone and iPad.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programme } from '@/content/programme';
import { RemindersCard } from './reminders-card';
import { fetchMock, installPush, stubServiceAndDeviceEachTest } from './reminders-card.fixtures';

stubServiceAndDeviceEachTest();

describe('RemindersCard: a test reminder', () => {
  it('asks the service for one with the subscription token and says it is on its way', async () => {
    installPush('granted');
    render(<RemindersCard programme={programme} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a test reminder' }));
    expect(await screen.findByText(/Test reminder sent\. It should arrive within a few seconds/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/test'))!;
    expect(String(call[0])).toBe('/api/push/subscriptions/s1/test');
    expect(call[1]!.method).toBe('POST');
    expect((call[1]!.headers as Record<string, string>).Authorization).toBe('Bearer t1');
  });

  it('says what the service said, and turns off when the browser is no longer known', async () => {
    installPush('granted');
    render(<RemindersCard programme={programme} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    const gone = 'This browser no longer accepts notifications from the guide. Turn reminders on again.';
    fetchMock.mockImplementationOnce(async () => Response.json({ error: gone }, { status: 410 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a test reminder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(gone);
    expect(screen.getByRole('button', { name: 'Remind me' })).toBeInTheDocument();
    expect(localStorage.getItem('prayer-fast:v1:reminders')).toBeNull();
  });
});

describe('RemindersCard on iPhone and iPad', () => {
  const asIos = (standalone: boolean) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1');
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: standalone });
  };
  afterEach(() => Reflect.deleteProperty(navigator, 'standalone'));

  it('in Safari, shows the steps to the Home Screen first, and the calendar meanwhile', () => {
    installPush('granted');
    asIos(false);
    render(<RemindersCard programme={programme} />);
    expect(screen.getByRole('status')).toHaveTextContent('reminders work once the guide is on your Home Screen');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      'Tap the Share button  in Safari.',
      'Choose “Add to Home Screen”, then tap Add.',
      'Open the guide from your Home Screen, and turn reminders on here.',
    ]);
    expect(screen.getByRole('img', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remind me' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it('opened from the Home Screen, offers reminders', () => {
    installPush('granted');
    asIos(true);
    render(<RemindersCard programme={programme} />);
    expect(screen.getByRole('button', { name: 'Remind me' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
