import { RefreshCw } from 'lucide-react';
import * as m from 'virtual:messages/install';

interface UpdatePromptProps {
  onReload: () => void;
  onDismiss: () => void;
}

/** Shown when a new version has installed and waits: Reload activates it. */
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  return (
    <div className="floating-card update-prompt" role="alertdialog" aria-labelledby="update-prompt-text" aria-modal="false">
      <p id="update-prompt-text" className="update-prompt__text">
        {m.installUpdateAvailable}
      </p>
      <div className="update-prompt__actions">
        <button type="button" className="button button--quiet" onClick={onDismiss}>
          {m.installUpdateLater}
        </button>
        <button type="button" className="button button--primary" onClick={onReload}>
          <RefreshCw aria-hidden="true" size={16} />
          {m.installUpdateReload}
        </button>
      </div>
    </div>
  );
}
