// The privacy page says what the watch's reminders and "I kept this hour" keep, and what the day's guide by e-mail keeps.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { programme } from '@/content/programme';
import { PrivacyPage } from './privacy-page';

describe('the privacy page', () => {
  beforeEach(() => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
  });

  it('says what the reminders for pledged hours and “I kept this hour” keep, and for how long', () => {
    const watch = within(screen.getByRole('region', { name: 'Keeping watch' }));
    expect(watch.getByText(/the hours you pledged are sent from this phone to be reminded of at their start/)).toHaveTextContent(
      /without their codes.*each hour is deleted once it is over, and the whole list with the subscription when you turn reminders off/,
    );
    expect(watch.getByText(/^“I kept this hour” sends only/)).toHaveTextContent(/a random code your phone makes fresh for that one answer: nothing else/);
    expect(watch.getByText(/^Every pledge and every “I kept this hour” is deleted/)).toBeInTheDocument();
  });

  it("says what the day's guide by e-mail keeps, that the church never sees it, and when it goes", () => {
    const service = within(screen.getByRole('region', { name: 'What the service keeps, and for how long' }));
    const item = service.getByText("The day's guide by e-mail:").closest('li')!;
    expect(item).toHaveTextContent(/your address and the time you chose.*kept only to e-mail you the day's guide each morning/);
    expect(item.textContent).toContain(`They are never shown to ${programme.church}.`);
    expect(item).toHaveTextContent(/Stopping it, here or with the link in any of its e-mails, deletes them at once; otherwise they are deleted 7 days after the fast ends\./);
  });
});
