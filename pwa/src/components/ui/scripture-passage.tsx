import { displayScripture } from '@/content/scripture-display';
import type { Scripture } from '@/types/content';

/** A passage: 'Read {reference}' and the verse text (WEB, shown as a reader expects), in the scripture serif. */
export function ScripturePassage({ scripture, lead = 'Read' }: { scripture: Scripture; lead?: string }) {
  return (
    <figure className="scripture">
      <figcaption className="scripture__reference">
        {lead ? `${lead} ` : ''}
        {scripture.reference}
      </figcaption>
      <blockquote className="scripture__text">
        <p>{displayScripture(scripture.text)}</p>
      </blockquote>
    </figure>
  );
}
