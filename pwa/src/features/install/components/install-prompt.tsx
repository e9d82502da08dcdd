import { Download, Share } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isIosSafari, isStandalone } from '@/features/install/lib/platform';
import * as m from 'virtual:messages/install';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** 'Install app' where the browser offers it; Share → Add to Home Screen steps on iOS Safari;
 *  nothing when already installed. */
export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(() => isStandalone());

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (installed) return null;
  if (offer) {
    const install = async () => {
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      setOffer(null);
      if (outcome === 'accepted') setInstalled(true);
    };
    return (
      <button type="button" className="button button--secondary install-prompt" onClick={() => void install()}>
        <Download aria-hidden="true" size={18} />
        {m.installApp}
      </button>
    );
  }
  if (isIosSafari()) {
    return (
      <section className="install-prompt install-prompt--ios" aria-labelledby="install-ios-title">
        <h2 id="install-ios-title" className="install-prompt__title">
          {m.installIosTitle}
        </h2>
        <ol className="install-prompt__steps">
          <li>
            {m.installIosShareBefore} <Share aria-label={m.installIosShareIcon} size={16} /> {m.installIosShareAfter}
          </li>
          <li>{m.installIosAdd}</li>
        </ol>
      </section>
    );
  }
  return null;
}
