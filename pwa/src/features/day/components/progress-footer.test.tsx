import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressFooter } from './progress-footer';

describe('ProgressFooter', () => {
  describe('dots', () => {
    it.each([3, 4, 5])("shows 40 dots, day %i current, earlier days past, and 'Day N of 40 Days'", (day) => {
      const { container } = render(
        <ProgressFooter footer={{ kind: 'dots' }} day={day} lengthDays={40} completedCount={0} checkableCount={5} />,
      );
      expect(screen.getByText(`Day ${day} of 40 Days`)).toBeInTheDocument();
      const dots = Array.from(container.querySelectorAll('ol.dots > li'));
      expect(dots).toHaveLength(40);
      dots.forEach((dot, i) => {
        const n = i + 1;
        expect(dot).toHaveClass('dot');
        expect(dot.classList.contains('dot--current')).toBe(n === day);
        expect(dot.classList.contains('dot--past')).toBe(n < day);
      });
      expect(container.querySelectorAll('.dot--current')).toHaveLength(1);
      expect(container.querySelectorAll('.dot--past')).toHaveLength(day - 1);
    });

    it('hides the decorative dots from assistive technology and shows no progress bar', () => {
      const { container } = render(
        <ProgressFooter footer={{ kind: 'dots' }} day={3} lengthDays={40} completedCount={0} checkableCount={5} />,
      );
      expect(container.querySelector('ol.dots')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });
  });

  describe('percent', () => {
    it.each([
      [7, '17.5% Complete', 17.5],
      [8, '20% Complete', 20],
      [9, '22.5% Complete', 22.5],
      [10, '25% Complete', 25],
    ])('day %i shows %s', (day, label, value) => {
      render(
        <ProgressFooter footer={{ kind: 'percent' }} day={day} lengthDays={40} completedCount={0} checkableCount={5} />,
      );
      expect(screen.getByText(label)).toBeInTheDocument();
      const bar = screen.getByRole('progressbar', { name: label });
      expect(bar).toHaveAttribute('value', String(value));
      expect(bar).toHaveAttribute('max', '100');
    });
  });

  describe('completedSlots', () => {
    it.each([
      ['slots', 11, 2, 5, '2 of 5 slots completed', '40'],
      // The content's own unit.
      ['activities', 12, 1, 4, '1 of 4 activities completed', '25'],
      // Nothing checkable: 0, without dividing by zero.
      ['slots', 11, 0, 0, '0 of 0 slots completed', '0'],
    ])('%s, day %i, %i of %i: %s', (unit, day, completedCount, checkableCount, label, value) => {
      render(
        <ProgressFooter
          footer={{ kind: 'completedSlots', unit }}
          day={day}
          lengthDays={40}
          completedCount={completedCount}
          checkableCount={checkableCount}
        />,
      );
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: label })).toHaveAttribute('value', value);
    });
  });

  it('renders nothing for kind none', () => {
    const { container } = render(
      <ProgressFooter footer={{ kind: 'none' }} day={6} lengthDays={40} completedCount={2} checkableCount={5} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
