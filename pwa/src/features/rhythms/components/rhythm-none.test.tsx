import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { rhythmStore } from '../lib/rhythm-store';
import { RhythmChooser } from './rhythm-chooser';
import { RhythmSelect } from './rhythm-select';
import { useRhythm } from '../hooks/use-rhythm';

// A programme that offers no rhythms (programme.json without `rhythms`).
vi.mock('virtual:rhythms', () => ({ default: null }));

function Kept() {
  return <p>{useRhythm().rhythm ?? 'none'}</p>;
}

describe('a programme without rhythms', () => {
  it('offers no choice, and a rhythm kept from before is not followed', () => {
    rhythmStore.write('once');
    const { container } = renderInRouter(<RhythmSelect />, <RhythmChooser />, <Kept />);
    expect(container.querySelector('select, fieldset')).toBeNull();
    expect(container).toHaveTextContent(/^none$/);
  });
});
