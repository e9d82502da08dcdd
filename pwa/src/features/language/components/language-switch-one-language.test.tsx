import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageLinks, LanguageSwitch } from './language-switch';

// A programme in one language (programme.json's `languages` with one entry).
vi.mock('@/lib/language', async (actual) => ({ ...(await actual<typeof import('@/lib/language')>()), LANGUAGES: ['en'], LANG: 'en' }));

it.each(['/', '/day/3'])('shows no switch when the programme offers one language (%s)', (path) => {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSwitch />
      <LanguageLinks />
    </MemoryRouter>,
  );
  expect(container).toBeEmptyDOMElement();
});
