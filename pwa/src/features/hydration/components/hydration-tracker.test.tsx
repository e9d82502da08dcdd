import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HydrationTracker, nextHydrationCount } from './hydration-tracker';

const HINT = 'Tap glasses to track your water intake during the fast';

function glasses() {
  return Array.from({ length: 8 }, (_, i) => screen.getByRole('button', { name: `Glass ${i + 1}` }));
}

function expectPressed(count: number) {
  glasses().forEach((glass, i) => expect(glass).toHaveAttribute('aria-pressed', String(i < count)));
}

describe('nextHydrationCount', () => {
  // Every count 0..8 against every glass 0..7: below the count → i, at or above → i + 1.
  const cases: [number, number, number][] = [];
  for (let count = 0; count <= 8; count++) {
    for (let tapped = 0; tapped < 8; tapped++) {
      cases.push([count, tapped, tapped < count ? tapped : tapped + 1]);
    }
  }
  it.each(cases)('count %i, tap glass %i → %i', (count, tapped, expected) => {
    expect(nextHydrationCount(count, tapped)).toBe(expected);
  });

  it('spot checks from the spec', () => {
    expect(nextHydrationCount(0, 0)).toBe(1);
    expect(nextHydrationCount(0, 7)).toBe(8);
    expect(nextHydrationCount(3, 2)).toBe(2);
    expect(nextHydrationCount(3, 3)).toBe(4);
    expect(nextHydrationCount(8, 0)).toBe(0);
    expect(nextHydrationCount(8, 7)).toBe(7);
  });
});

describe('HydrationTracker', () => {
  it("shows '0 of 8 glasses', eight unpressed glasses and the hint", () => {
    render(<HydrationTracker goal={8} />);
    expect(screen.getByText('0 of 8 glasses')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Glasses of water' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(8);
    expectPressed(0);
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hydration' })).toBeInTheDocument();
  });

  it('follows the tap rule when not controlled', async () => {
    const user = userEvent.setup();
    render(<HydrationTracker goal={8} />);

    // Each tap, and the count it leaves.
    const taps: [number, number][] = [
      [1, 1],
      // Tapping a glass above the count fills up to and including it.
      [5, 5],
      // Tapping a full glass (index 2 < 5) empties it and all later ones.
      [3, 2],
      [8, 8],
      [8, 7],
      [1, 0],
    ];
    for (const [glass, count] of taps) {
      await user.click(screen.getByRole('button', { name: `Glass ${glass}` }));
      expect(screen.getByText(`${count} of 8 glasses`)).toBeInTheDocument();
      expectPressed(count);
    }
  });

  it('applies the tap rule for every count and glass via clicks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<HydrationTracker goal={8} count={0} onChange={onChange} />);
    for (let count = 0; count <= 8; count++) {
      rerender(<HydrationTracker goal={8} count={count} onChange={onChange} />);
      expect(screen.getByText(`${count} of 8 glasses`)).toBeInTheDocument();
      expectPressed(count);
      for (let i = 0; i < 8; i++) {
        onChange.mockClear();
        await user.click(screen.getByRole('button', { name: `Glass ${i + 1}` }));
        expect(onChange).toHaveBeenCalledExactlyOnceWith(i < count ? i : i + 1);
      }
    }
  });

  it('shows the owner count and does not change by itself when controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<HydrationTracker goal={8} count={3} onChange={onChange} />);
    expect(screen.getByText('3 of 8 glasses')).toBeInTheDocument();
    expectPressed(3);
    await user.click(screen.getByRole('button', { name: 'Glass 6' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(6);
    expect(screen.getByText('3 of 8 glasses')).toBeInTheDocument();
    expectPressed(3);
  });

  it('can be operated with the keyboard', async () => {
    const user = userEvent.setup();
    render(<HydrationTracker goal={8} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Glass 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByText('2 of 8 glasses')).toBeInTheDocument();
  });
});
