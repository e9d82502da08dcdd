import { HandHeart, MoonStar } from 'lucide-react';
import { Link } from 'react-router-dom';
import { programme } from '@/content/programme';

/** The links to the church's prayer wall and, for a church that keeps its watch in turns, to
 *  keeping watch, in the words of the page that shows them (the cover, the days list). */
export function PrayingTogetherLinks({ wall, watch }: { wall: string; watch: string }) {
  const links = [
    { to: '/prayer-wall', className: 'prayer-wall-link', Icon: HandHeart, text: wall },
    ...(programme.prayerWatch?.hours ? [{ to: '/watch', className: 'watch-link', Icon: MoonStar, text: watch }] : []),
  ];
  return links.map(({ to, className, Icon, text }) => (
    <p key={to} className={className}>
      <Link to={to}>
        <Icon aria-hidden="true" size={18} />
        {text}
      </Link>
    </p>
  ));
}
