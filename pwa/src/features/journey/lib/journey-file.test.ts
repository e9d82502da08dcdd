import { canonicalJson, JOURNEY_VERSION, MAX_JOURNEY_FILE_BYTES, readJourneyFile, writeJourneyFile, type JourneyCopy } from './journey-file';

const programme = { church: 'A Church', title: 'Forty Days', startDate: '2026-10-20' };
const copy: JourneyCopy = {
  programme,
  savedAt: '2026-11-20T18:30:00.000Z',
  days: {
    3: { completed: ['opening', 'midday'], journals: { morning: 'Thank you, Lord.' }, hydration: 4 },
    9: { completed: [], journals: { evening: 'Quiet.\nRested.' }, hydration: 0 },
  },
};

/** The saved file, changed by `edit`, its checksum left as saved. */
async function edited(edit: (file: Record<string, unknown>) => void): Promise<string> {
  const file = JSON.parse(await writeJourneyFile(copy)) as Record<string, unknown>;
  edit(file);
  return JSON.stringify(file);
}

describe('the journey file', () => {
  it('reads back the copy it wrote, with its format and version', async () => {
    const text = await writeJourneyFile(copy);
    expect(JSON.parse(text)).toMatchObject({ format: 'prayer-fast-journey', version: JOURNEY_VERSION });
    expect(JSON.parse(text).checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(await readJourneyFile(text, programme)).toEqual(copy);
  });

  it('checks the same content the same way whatever order its fields are in', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 'x' }], a: null })).toBe(canonicalJson({ a: null, b: [1, { c: 'x', d: 2 }] }));
  });

  it('refuses a damaged file', async () => {
    const tampered = await edited((file) => {
      (file.days as Record<string, { hydration: number }>)['3']!.hydration = 9;
    });
    await expect(readJourneyFile(tampered, programme)).rejects.toThrow(/damaged.*Nothing on this device was changed/);
    const cut = (await writeJourneyFile(copy)).slice(0, 200);
    await expect(readJourneyFile(cut, programme)).rejects.toThrow(/not a copy saved by this guide/);
  });

  it("refuses another programme's copy, naming it", async () => {
    const other = { ...programme, startDate: '2027-02-10' };
    await expect(readJourneyFile(await writeJourneyFile({ ...copy, programme: other }), programme)).rejects.toThrow(
      /another programme \(Forty Days, starting 2027-02-10\)/,
    );
    const otherChurch = { ...programme, church: 'Another Church' };
    await expect(readJourneyFile(await writeJourneyFile({ ...copy, programme: otherChurch }), programme)).rejects.toThrow(
      /another programme/,
    );
  });

  it('refuses another version and anything that is not a saved copy', async () => {
    const future = await edited((file) => {
      file.version = JOURNEY_VERSION + 1;
    });
    await expect(readJourneyFile(future, programme)).rejects.toThrow(/cannot read \(version 2\)/);
    for (const text of ['', 'hello', '[]', '{"format":"something-else","version":1}']) {
      await expect(readJourneyFile(text, programme)).rejects.toThrow(/not a copy saved by this guide/);
    }
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const huge = `{"format":"prayer-fast-journey","pad":"${'x'.repeat(MAX_JOURNEY_FILE_BYTES)}"}`;
    await expect(readJourneyFile(huge, programme)).rejects.toThrow(/over 5 MB/);
  });

  it('refuses a sealed copy whose days are not progress', async () => {
    // A file whose checksum matches but whose content no guide wrote (hand-made or from a bug).
    for (const days of [{ 0: copy.days[3] }, { 3: { completed: [1], journals: {}, hydration: 0 } }, { 3: { completed: [], journals: {}, hydration: -1 } }]) {
      const text = await writeJourneyFile({ ...copy, days: days as unknown as JourneyCopy['days'] });
      await expect(readJourneyFile(text, programme)).rejects.toThrow(/parts of it cannot be read/);
    }
  });
});
