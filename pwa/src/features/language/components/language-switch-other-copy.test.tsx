import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LANGUAGES } from '@/lib/language';
import { LanguageLinks, LanguageSwitch } from './language-switch';

// The switch in the copy served under `/es/`, which links the first language's copy at `/`.
const [first = 'en', other = 'es'] = LANGUAGES;
vi.mock('@/lib/language', async (actual) => {
  const language = await actual<typeof import('@/lib/language')>();
  return { ...language, LANG: language.LANGUAGES[1] ?? 'es' };
});

const hrefAt = (path: string) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSwitch />
      <LanguageLinks />
    </MemoryRouter>,
  );
  return screen.getByRole('link').getAttribute('href');
};

describe(`LanguageSwitch in the ${other} copy`, () => {
  it(`links the same page in ${first}`, () => {
    expect(hrefAt('/day/3?done=opening#opening')).toBe('/day/3?done=opening#opening');
  });

  it.each(['//evil.example/x', '///evil.example', '//evil.example/x?y=1#z'])(
    `links the ${first} cover, not %s, a path that would read as another site's`,
    (path) => {
      expect(hrefAt(path)).toBe('/');
    },
  );

  it('keeps an escaped path, which stays on the site', () => {
    expect(hrefAt('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});
