import offered from 'virtual:rhythms';
import { ChoiceCard } from '@/components/ui/choice-card';
import { useRhythm } from '../hooks/use-rhythm';
import { RHYTHMS } from '../lib/rhythms';
import * as m from 'virtual:messages/rhythms';

/** The rhythms a member may keep the day in, each with what it asks; nothing where the programme offers none. */
export function RhythmChooser() {
  const { rhythm, choose } = useRhythm();
  if (!offered) return null;
  return (
    <ChoiceCard
      legend={m.rhythmsChooserLegend}
      note={m.rhythmsChooserNote}
      name="rhythm"
      keys={RHYTHMS}
      options={offered}
      // Before any choice the whole guide is the member's: shown as chosen.
      chosen={rhythm ?? RHYTHMS[0]!}
      onChoose={choose}
    />
  );
}
