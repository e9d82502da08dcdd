import { describe, expect, it } from 'vitest';
import fixture from '../../build/scripture-case.fixture.json';
import { balanceQuotes, displayScripture, sentenceCase } from './scripture-display';

describe('sentenceCase: the 1909’s capitalised openings, as the service shows them', () => {
  it.each(fixture.cases as [string, string][])('%s', (stored, shown) => {
    expect(sentenceCase(stored)).toBe(shown);
  });

  it('is applied where a passage is displayed', () => {
    expect(displayScripture('AMO á Jehová, pues ha oído mi voz y mis súplicas.')).toBe('Amo á Jehová, pues ha oído mi voz y mis súplicas.');
  });
});

describe('displayScripture', () => {
  it('leaves a whole passage as it is', () => {
    const text = 'Create in me a clean heart, God. Renew a right spirit within me.';
    expect(displayScripture(text)).toBe(text);
  });

  it('drops a closing mark whose opening lies before the passage (John 13:34-35)', () => {
    expect(displayScripture('By this everyone will know that you are my disciples, if you have love for one another."')).toBe(
      'By this everyone will know that you are my disciples, if you have love for one another.',
    );
  });

  it('drops an unpaired mark inside the passage and curls the pairs (Acts 4:29-31 style)', () => {
    expect(displayScripture('grant to your servants to speak your word with all boldness." When they had prayed, they said, "Amen."')).toBe(
      '…grant to your servants to speak your word with all boldness. When they had prayed, they said, “Amen.”',
    );
  });

  it('drops an opening mark whose closing lies after the passage', () => {
    expect(balanceQuotes('He said, "Follow me, and I will make you')).toBe('He said, Follow me, and I will make you');
  });

  it('marks a cut at the start (lower case) and at the end (no closing stop) with an ellipsis', () => {
    expect(displayScripture('and you will find rest for your souls;')).toBe('…and you will find rest for your souls…');
    expect(displayScripture('Be strong in the Lord, and in the strength of his might,')).toBe(
      'Be strong in the Lord, and in the strength of his might…',
    );
  });

  it('accepts an ending inside a quotation', () => {
    expect(displayScripture('Jesus said, "I am the bread of life."')).toBe('Jesus said, “I am the bread of life.”');
  });
});
