// A passage as a reader expects it. Content keeps the World English Bible's text verbatim (and
// checkable), but a quotation cut from its context can start or end mid-sentence, or carry a
// quotation mark whose partner lies outside the passage. Shown: the marks that pair up, curled;
// the marks that do not, dropped; an ellipsis where the passage cuts into a sentence.

const OPENS_AFTER = /[\s([—–-]/;

/** What may stand before a passage's first word. */
const OPENING_MARKS = /^[¡¿(«“"']*/;

/**
 * The Reina-Valera 1909's capitalised opening ("AMO á Jehová", "¡CUÁN amables", "A TODOS los")
 * in sentence case; a passage with no word of two or more capitals at its opening, or nothing in
 * lower case after it, as it is. The service applies the same rule
 * (`content::scripture_text::sentence_case`); both are tested against
 * `build/scripture-case.fixture.json`.
 */
export function sentenceCase(text: string): string {
  const start = OPENING_MARKS.exec(text)![0].length;
  const rest = text.slice(start);
  let offset = 0;
  let capsEnd = 0;
  let longWord = false;
  for (const word of rest.split(' ')) {
    const head = /^\p{L}*/u.exec(word)![0];
    if (head === '' || ![...head].every((c) => c !== c.toLowerCase() && c === c.toUpperCase())) break;
    longWord ||= [...head].length >= 2;
    capsEnd = offset + head.length;
    if (head.length < word.length) break;
    offset += word.length + 1;
  }
  const caps = rest.slice(0, capsEnd);
  const after = rest.slice(capsEnd);
  if (!longWord || !/\p{Ll}/u.test(after)) return text;
  const lower = caps.toLowerCase();
  return `${text.slice(0, start)}${lower.charAt(0).toUpperCase()}${lower.slice(1)}${after}`;
}

/** Curls the double quotation marks that pair up and drops those that do not. */
export function balanceQuotes(text: string): string {
  const chars = [...text];
  const role: ('open' | 'close' | 'drop')[] = [];
  const marks: number[] = [];
  const open: number[] = [];
  chars.forEach((c, i) => {
    if (c !== '"' && c !== '“' && c !== '”') return;
    const opening = c === '“' || (c === '"' && (i === 0 || OPENS_AFTER.test(chars[i - 1]!)));
    marks.push(i);
    if (opening) {
      open.push(i);
      role[i] = 'open';
    } else if (open.length > 0) {
      open.pop();
      role[i] = 'close';
    } else {
      role[i] = 'drop';
    }
  });
  for (const i of open) role[i] = 'drop';
  for (const i of marks) chars[i] = role[i] === 'open' ? '“' : role[i] === 'close' ? '”' : '';
  return chars.join('').replace(/ {2,}/g, ' ').trim();
}

/** The passage for display: the 1909's capitalised opening in sentence case, balanced quotes, and an ellipsis at a cut into a sentence. */
export function displayScripture(text: string): string {
  let shown = balanceQuotes(sentenceCase(text.trim()));
  if (/^[a-z]/.test(shown)) shown = `…${shown}`;
  if (!/[.!?][”’)]*$/.test(shown)) shown = `${shown.replace(/[\s,;:—–-]+$/, '')}…`;
  return shown;
}
