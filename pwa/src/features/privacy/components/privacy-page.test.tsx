// The privacy page says what the watch's reminders and "I kept this hour" keep.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy-page';

describe('the privacy page', () => {
  it('says what the reminders for pledged hours and “I kept this hour” keep, and for how long', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    const watch = within(screen.getByRole('region', { name: 'Keeping watch' }));
    expect(watch.getByText(/the hours you pledged are sent from this phone to be reminded of at their start/)).toHaveTextContent(
      /without their codes.*each hour is deleted once it is over, and the whole list with the subscription when you turn reminders off/,
    );
    expect(watch.getByText(/^“I kept this hour” sends only/)).toHaveTextContent(/a random code your phone makes fresh for that one answer: nothing else/);
    expect(watch.getByText(/^Every pledge and every “I kept this hour” is deleted/)).toBeInTheDocument();
  });
});
