import { useStartDate } from '@/content/programme-settings';
import { JourneyPage } from '@/features/journey/components/journey-page';
import { RhythmChooser } from '@/features/rhythms/components/rhythm-chooser';
import { useRhythm } from '@/features/rhythms/hooks/use-rhythm';
import { GuideMailCard } from '@/features/summary/components/guide-mail-card';
import { JourneySummaryPanel } from '@/features/summary/components/journey-summary-panel';
import { TallySwitch } from '@/features/tally/components/tally-switch';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';
import { WayChooser } from '@/features/ways-of-fasting/components/way-chooser';
import { useWayOfFasting } from '@/features/ways-of-fasting/hooks/use-way-of-fasting';
import * as m from 'virtual:messages/journey';
import { journeyParts } from './journey-parts';
import { useRemindersFollowRhythm } from '../rhythm-reminders';

/** `/journey`, with the text size, "E-mail my journey", and the member's choices: the way of fasting, the rhythm of prayer, being counted in the church's tally and the day's guide by e-mail (in that way and rhythm). */
export default function JourneyRoute() {
  const startDate = useStartDate();
  const { rhythm } = useRhythm();
  const { way } = useWayOfFasting();
  useRemindersFollowRhythm(rhythm);
  return (
    <JourneyPage
      tools={<TextSizeControl />}
      parts={journeyParts}
      mail={<JourneySummaryPanel startDate={startDate} />}
      choices={
        <>
          <WayChooser />
          <RhythmChooser />
          <section className="card" aria-labelledby="journey-tally-title">
            <h2 className="card__title" id="journey-tally-title">
              {m.journeyPrayingTogether}
            </h2>
            <TallySwitch />
          </section>
          <GuideMailCard way={way} rhythm={rhythm} />
        </>
      }
    />
  );
}
