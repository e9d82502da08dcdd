import { displayScripture } from '@/content/scripture-display';
import type { Scripture } from '@/types/content';
import * as m from 'virtual:messages/scripture';

/**
 * A passage: 'Read {reference}' and the verse text (as a reader expects it), in the scripture
 * serif. `lead=""`: the reference alone (the anchor scripture, under its own heading).
 */
export function ScripturePassage({ scripture, lead }: { scripture: Scripture; lead?: '' }) {
  return (
    <figure className="scripture">
      <figcaption className="scripture__reference">
        {lead === '' ? scripture.reference : m.scriptureRead({ reference: scripture.reference })}
      </figcaption>
      <blockquote className="scripture__text">
        <p>{displayScripture(scripture.text)}</p>
      </blockquote>
    </figure>
  );
}
