import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { programme } from '@/content/programme';
import { LANG } from '@/lib/language';
import { useAnnouncements } from '@/features/announcements/hooks/use-announcements';
import * as m from 'virtual:messages/announcements';

/** "From {church}": the church's newest announcement, until the member dismisses it. */
export function AnnouncementCard() {
  const { newest, dismiss } = useAnnouncements();
  if (!newest) return null;
  return (
    <Card id="announcement" className="announcement" title={m.announcementFrom({ church: programme.church })}>
      {/* In the church's first language where it did not write this one in the page's. */}
      <div lang={newest.lang === LANG ? undefined : newest.lang}>
        <p className="announcement__title">{newest.title}</p>
        <p className="announcement__body">{newest.body}</p>
      </div>
      <div className="announcement__actions">
        {newest.link && (
          <Link className="button button--quiet" to={newest.link}>
            {m.announcementOpen}
          </Link>
        )}
        <button type="button" className="button button--quiet" onClick={() => dismiss(newest.id)}>
          <X aria-hidden="true" size={16} /> {m.announcementDismiss}
        </button>
      </div>
    </Card>
  );
}
