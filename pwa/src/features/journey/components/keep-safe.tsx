import { Download, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Card } from '@/components/ui/card';
import { copyOfDevice, programmeIdentity, restoreToDevice, watchHours } from '../lib/device-copy';
import { MAX_JOURNEY_FILE_BYTES, readJourneyFile, tooLarge, writeJourneyFile, type JourneyParts } from '../lib/journey-file';
import { restoredText } from '../lib/restored-text';
import * as m from 'virtual:messages/journey';

type Status = { kind: 'done' | 'error'; text: string } | null;

interface KeepSafeProps {
  startDate: string;
  /** What else the copy carries: the prayer requests shared from here, the watch's pledges. */
  parts?: JourneyParts;
  onRestored: () => void;
}

/** "Save a copy" and "Restore from a copy": the journey in one file, for a new phone or safekeeping. */
export function KeepSafe({ startDate, parts, onRestored }: KeepSafeProps) {
  const [status, setStatus] = useState<Status>(null);
  const input = useRef<HTMLInputElement>(null);

  async function save() {
    const now = new Date();
    let text: string;
    try {
      text = await writeJourneyFile(copyOfDevice(startDate, now, parts));
    } catch {
      // (No checksum without a secure connection: the guide is always served over one.)
      setStatus({ kind: 'error', text: m.journeySaveFailed });
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = m.journeyFileName({ date: now.toISOString().slice(0, 10) });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    setStatus({ kind: 'done', text: m.journeySaved({ file: link.download }) });
  }

  async function restore(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    try {
      if (file.size > MAX_JOURNEY_FILE_BYTES) throw tooLarge();
      const copy = await readJourneyFile(await file.text(), programmeIdentity(startDate), parts);
      setStatus({ kind: 'done', text: restoredText(restoreToDevice(startDate, copy, parts)) });
      onRestored();
    } catch (error) {
      const text = error instanceof Error ? error.message : m.journeyUnreadable;
      setStatus({ kind: 'error', text });
    }
  }

  return (
    <Card id="keep-safe" title={m.journeyKeepSafe} icon={<Download aria-hidden="true" size={20} />}>
      <p>{m.journeyKeepSafeText({ watch: watchHours })}</p>
      <div className="journey__actions">
        <button type="button" className="button button--primary" onClick={() => void save()}>
          <Download aria-hidden="true" size={18} />
          {m.journeySave}
        </button>
        <button type="button" className="button button--quiet" onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" size={18} />
          {m.journeyRestore}
        </button>
        <input
          ref={input}
          hidden
          aria-label={m.journeyChooseCopy}
          type="file"
          accept="application/json,.json"
          onChange={(event) => void restore(event)}
        />
      </div>
      <p className={status?.kind === 'error' ? 'journey__status journey__status--error' : 'journey__status'} role="status">
        {status?.text}
      </p>
    </Card>
  );
}
