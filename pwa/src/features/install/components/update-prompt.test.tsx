import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  it("says a new version is available; Reload and Later call back", async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(<UpdatePrompt onReload={onReload} onDismiss={onDismiss} />);
    const dialog = screen.getByRole('alertdialog', { name: 'A new version is available' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
