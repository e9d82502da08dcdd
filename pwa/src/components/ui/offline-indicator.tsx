import { WifiOffIcon } from './shell-icons';
import { useOnline } from '@/hooks/use-online';
import * as m from 'virtual:messages/ui';

/** A slim banner while the device is offline; the guide itself keeps working. */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div className="offline-indicator" role="status">
      {!online && (
        <p className="offline-indicator__text">
          <WifiOffIcon />
          {m.offlineBanner}
        </p>
      )}
    </div>
  );
}
