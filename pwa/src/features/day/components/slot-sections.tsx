import type { ReactNode } from 'react';
import { JournalCard } from './journal-card';
import type { Slot } from '@/types/content';
import { ScripturePassage } from '@/components/ui/scripture-passage';
import * as m from 'virtual:messages/day';

interface SlotSectionsProps {
  slot: Slot;
  journalText?: string;
  onJournalChange?: (journalKey: string, text: string) => void;
}

/** The optional sections of a slot, in the printed guide's order. */
export function SlotSections({ slot, journalText, onJournalChange }: SlotSectionsProps) {
  const { journal } = slot;
  return (
    <div className="slot__sections">
      {slot.scripture && (
        <Section title={m.daySectionScripture}>
          <ScripturePassage scripture={slot.scripture} />
        </Section>
      )}
      {slot.prayerFocus && <Section title={m.daySectionPrayerFocus}>{slot.prayerFocus}</Section>}
      {slot.actionStep && <Section title={m.daySectionActionStep}>{slot.actionStep}</Section>}
      {journal && (
        <Section title={m.daySectionJournaling}>
          <JournalCard
            title={journal.title ?? undefined}
            prompt={journal.prompt}
            value={onJournalChange ? (journalText ?? '') : undefined}
            onChange={onJournalChange ? (text) => onJournalChange(journal.key, text) : undefined}
          />
        </Section>
      )}
      {slot.declaration && (
        <Section title={m.daySectionDeclaration}>
          <p className="slot__declaration">{m.dayQuoted({ text: slot.declaration })}</p>
        </Section>
      )}
      {slot.closingPrayer && (
        <Section title={m.daySectionClosingPrayer}>
          <p className="slot__prayer">{slot.closingPrayer}</p>
        </Section>
      )}
    </div>
  );
}

/** What the member's way of fasting says at the close of the fast. */
export function WayClose({ title, text }: { title: string; text: string }) {
  return (
    <div className="slot__sections">
      <Section title={title}>{text}</Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="slot__section">
      <h4 className="slot__section-title">{title}</h4>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </div>
  );
}
