import { WifiOffIcon } from './shell-icons';
import { useOnline } from '@/hooks/use-online';

/** A slim banner while the device is offline; the guide itself keeps working. */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div className="offline-indicator" role="status">
      {!online && (
        <p className="offline-indicator__text">
          <WifiOffIcon />
          You're offline. The guide still works.
        </p>
      )}
    </div>
  );
}
