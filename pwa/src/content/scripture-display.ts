// A passage as a reader expects it. Content keeps the World English Bible's text verbatim (and
// checkable), but a quotation cut from its context can start or end mid-sentence, or carry a
// quotation mark whose partner lies outside the passage. Shown: the marks that pair up, curled;
// the marks that do not, dropped; an ellipsis where the passage cuts into a sentence.

const OPENS_AFTER = /[\s([—–-]/;

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

/** The passage for display: balanced quotes, and an ellipsis at a cut into a sentence. */
export function displayScripture(text: string): string {
  let shown = balanceQuotes(text.trim());
  if (/^[a-z]/.test(shown)) shown = `…${shown}`;
  if (!/[.!?][”’)]*$/.test(shown)) shown = `${shown.replace(/[\s,;:—–-]+$/, '')}…`;
  return shown;
}
