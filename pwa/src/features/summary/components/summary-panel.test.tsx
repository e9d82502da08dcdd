import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DAY, THEME, UUID, completed, deferred, journals, renderPanel, sendAs, sendPending, type Send } from './summary-panel.fixtures';

describe('SummaryPanel content', () => {
  it("shows 'No activities completed yet' when nothing is completed", () => {
    renderPanel({});
    expect(screen.getByRole('heading', { name: 'Email Your Daily Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Completed Activities' })).toBeInTheDocument();
    expect(screen.getByText('No activities completed yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the completed activity labels in order', () => {
    renderPanel({ completed });
    expect(screen.queryByText('No activities completed yet')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(completed.map((item) => item.label));
  });

  it("has no 'Journal Entries' section when every journal is empty or whitespace", () => {
    renderPanel({ journals: journals.slice(1) });
    expect(screen.queryByRole('heading', { name: 'Journal Entries' })).not.toBeInTheDocument();
    expect(screen.queryByText(journals[1]!.label)).not.toBeInTheDocument();
  });

  it("shows 'Journal Entries' with only the journals that have text", () => {
    renderPanel({ journals });
    expect(screen.getByRole('heading', { name: 'Journal Entries' })).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent(journals[0]!.label);
    expect(screen.getByRole('definition')).toHaveTextContent('I forgive my brother.');
    expect(screen.queryByText(journals[1]!.label)).not.toBeInTheDocument();
    expect(screen.queryByText(journals[2]!.label)).not.toBeInTheDocument();
  });
});

describe('SummaryPanel sending', () => {
  it.each([
    ['empty', ''],
    ['no @', 'me.example.com'],
    ['no dot in the domain', 'me@example'],
    ['a space', 'me @example.com'],
    ['256 characters', `${'a'.repeat(256 - '@example.com'.length)}@example.com`],
  ])('rejects an address with %s: destructive toast and no send', async (_label, value) => {
    const user = userEvent.setup();
    const { send, input, button } = renderPanel({ completed });
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
    expect(input).toHaveValue(value);
    await user.click(button);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Invalid Email')).toBeInTheDocument();
    expect(within(alert).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(input).toHaveValue(value);
  });

  it('sends exactly the summary with a trimmed email and a UUID idempotency key', async () => {
    // An email input already drops surrounding spaces from its value (jsdom and browsers alike),
    // so the panel's own trim is covered in validate-email.test.ts; here the sent address must be bare.
    const { send } = await sendAs('  me@example.com  ', { completed, journals });
    expect(send).toHaveBeenCalledTimes(1);
    const [summary, key] = vi.mocked(send).mock.calls[0]!;
    expect(summary).toStrictEqual({
      email: 'me@example.com',
      dayNumber: DAY.day,
      theme: THEME,
      completedSlots: completed.map((item) => item.key),
      journals: { [journals[0]!.key]: 'I forgive my brother.' },
    });
    expect(key).toMatch(UUID);
  });

  it('sends empty lists when nothing is completed or written', async () => {
    const user = userEvent.setup();
    const { send, input } = renderPanel({ journals: journals.slice(1) });
    await user.type(input, 'me@example.com{Enter}');
    expect(send).toHaveBeenCalledExactlyOnceWith(
      { email: 'me@example.com', dayNumber: DAY.day, theme: THEME, completedSlots: [], journals: {} },
      expect.stringMatching(UUID),
    );
  });

  it('names the member’s rhythm where one is chosen', async () => {
    const user = userEvent.setup();
    const { send, input } = renderPanel({ completed: completed.slice(0, 1), rhythm: 'once' });
    await user.type(input, 'me@example.com{Enter}');
    expect(send).toHaveBeenCalledExactlyOnceWith(
      { email: 'me@example.com', dayNumber: DAY.day, theme: THEME, completedSlots: [completed[0]!.key], journals: {}, rhythm: 'once' },
      expect.stringMatching(UUID),
    );
  });

  it('uses a fresh idempotency key for each send', async () => {
    const { send, input, button, user } = await sendAs('me@example.com');
    await user.type(input, 'me@example.com');
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
    const keys = vi.mocked(send).mock.calls.map((call) => call[1]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("reads 'Sending...' and is disabled while the send is pending, then confirms and clears", async () => {
    const { input, button, pending, user, send } = await sendPending();

    expect(button).toHaveAccessibleName('Sending...');
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send Summary' })).not.toBeInTheDocument();
    // A second click while pending does nothing.
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Email Sent!')).not.toBeInTheDocument();

    await act(async () => pending.resolve());

    expect(button).toHaveAccessibleName('Send Summary');
    expect(button).toBeEnabled();
    const status = screen.getByRole('status');
    expect(within(status).getByText('Email Sent!')).toBeInTheDocument();
    expect(within(status).getByText('Your daily summary has been sent to your email.')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('does not send again when Enter is pressed while a send is pending', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const send = vi.fn<Send>().mockReturnValue(pending.promise);
    const { input } = renderPanel({ send });
    await user.type(input, 'me@example.com{Enter}');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
  });
});
