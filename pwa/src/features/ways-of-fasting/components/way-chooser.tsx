import ways from 'virtual:ways-of-fasting';
import { ChoiceCard } from '@/components/ui/choice-card';
import { WAYS } from '@/content/ways-of-fasting';
import { useWayOfFasting } from '../hooks/use-way-of-fasting';
import * as m from 'virtual:messages/ways-of-fasting';

/** The three ways of fasting, each with what it asks; the member's choice is kept on the device. */
export function WayChooser() {
  const { way, choose } = useWayOfFasting();
  return (
    <ChoiceCard
      legend={m.waysChooserLegend}
      note={m.waysChooserNote}
      name="way-of-fasting"
      keys={WAYS}
      options={ways}
      chosen={way}
      onChoose={choose}
    />
  );
}
