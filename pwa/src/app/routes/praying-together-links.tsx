import { HandHeart, MoonStar } from 'lucide-react';
import { Link } from 'react-router-dom';
import { programme } from '@/content/programme';

/** The links to the church's prayer wall and, for a church that keeps its watch in turns, to
 *  keeping watch, in the words of the page that shows them (the cover, the days list). */
export function PrayingTogetherLinks({ wall, watch }: { wall: string; watch: string }) {
  return (
    <>
      <p className="prayer-wall-link">
        <Link to="/prayer-wall">
          <HandHeart aria-hidden="true" size={18} />
          {wall}
        </Link>
      </p>
      {programme.prayerWatch?.hours && (
        <p className="watch-link">
          <Link to="/watch">
            <MoonStar aria-hidden="true" size={18} />
            {watch}
          </Link>
        </p>
      )}
    </>
  );
}
