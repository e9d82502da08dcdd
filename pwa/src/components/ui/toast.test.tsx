import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastInput } from './toast';

let showToast: (toast: ToastInput) => void = () => {
  throw new Error('not rendered');
};

function Capture() {
  showToast = useToast();
  return null;
}

function renderProvider() {
  return render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

/** Every visible toast has exactly one dismiss button. */
function dismissButtons(container: HTMLElement = document.body) {
  return within(container).queryAllByRole('button', { name: 'Dismiss notification' });
}

function show(toast: ToastInput) {
  act(() => showToast(toast));
}

/** Lets `ms` of (fake) time pass. */
function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

const shown = (title: string) => screen.queryByText(title) !== null;

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast title and description in the polite status region', () => {
    renderProvider();
    show({ title: 'Email Sent!', description: 'Your daily summary has been sent to your email.' });
    const status = screen.getByRole('status');
    expect(within(status).getByText('Email Sent!')).toBeInTheDocument();
    expect(within(status).getByText('Your daily summary has been sent to your email.')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).queryByText('Email Sent!')).not.toBeInTheDocument();
  });

  it('shows a toast without a description', () => {
    renderProvider();
    show({ title: 'Saved' });
    const status = screen.getByRole('status');
    expect(within(status).getByText('Saved')).toBeInTheDocument();
    expect(dismissButtons(status)).toHaveLength(1);
  });

  it('shows a destructive toast in the alert region, not the status region', () => {
    renderProvider();
    show({
      title: 'Failed to Send',
      description: 'There was an error sending your summary. Please try again.',
      variant: 'destructive',
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Failed to Send')).toBeInTheDocument();
    expect(
      within(alert).getByText('There was an error sending your summary. Please try again.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('status')).queryByText('Failed to Send')).not.toBeInTheDocument();
  });

  it('removes a toast after 4 seconds, not before', () => {
    renderProvider();
    show({ title: 'Email Sent!' });
    wait(3999);
    expect(shown('Email Sent!')).toBe(true);
    wait(1);
    expect(shown('Email Sent!')).toBe(false);
  });

  it('keeps a toast while the pointer is on it or focus is in it, then 4 seconds more', () => {
    renderProvider();
    show({ title: 'Read me' });
    const toast = screen.getByText('Read me').closest('.toast')!;
    wait(3000);
    fireEvent.pointerEnter(toast);
    wait(10_000);
    expect(shown('Read me')).toBe(true);
    fireEvent.pointerLeave(toast);
    wait(3999);
    expect(shown('Read me')).toBe(true);
    act(() => dismissButtons()[0]!.focus());
    wait(10_000);
    expect(shown('Read me')).toBe(true);
    act(() => dismissButtons()[0]!.blur());
    wait(4000);
    expect(shown('Read me')).toBe(false);
  });

  it('times each toast from when it appeared', () => {
    renderProvider();
    show({ title: 'First' });
    wait(2000);
    show({ title: 'Second', variant: 'destructive' });
    wait(2000);
    expect([shown('First'), shown('Second')]).toEqual([false, true]);
    wait(2000);
    expect(shown('Second')).toBe(false);
  });

  it('shows at most 3 toasts: a 4th drops the oldest', () => {
    renderProvider();
    show({ title: 'One' });
    show({ title: 'Two' });
    show({ title: 'Three' });
    expect(dismissButtons()).toHaveLength(3);
    show({ title: 'Four' });
    expect(dismissButtons()).toHaveLength(3);
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    for (const title of ['Two', 'Three', 'Four']) expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('counts both variants towards the limit of 3', () => {
    renderProvider();
    show({ title: 'Oldest', variant: 'destructive' });
    show({ title: 'B' });
    show({ title: 'C', variant: 'destructive' });
    show({ title: 'D' });
    expect(screen.queryByText('Oldest')).not.toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('C')).toBeInTheDocument();
    expect(dismissButtons(screen.getByRole('status'))).toHaveLength(2);
    expect(dismissButtons(screen.getByRole('alert'))).toHaveLength(1);
  });

  it('dismisses a toast with its dismiss button', async () => {
    // Testing Library's async wrapper waits on a real timer, so this test runs on real timers.
    vi.useRealTimers();
    const user = userEvent.setup();
    renderProvider();
    show({ title: 'Keep' });
    show({ title: 'Go away' });
    // Toasts are shown oldest first, so the second dismiss button belongs to 'Go away'.
    const buttons = dismissButtons(screen.getByRole('status'));
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(screen.queryByText('Go away')).not.toBeInTheDocument();
    expect(screen.getByText('Keep')).toBeInTheDocument();
    expect(dismissButtons()).toHaveLength(1);
  });

  it('throws when useToast is used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('useToast must be used inside <ToastProvider>');
    spy.mockRestore();
  });
});
