import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageSwitch } from './language-switch';

// A programme in one language (programme.json's `languages` with one entry).
vi.mock('@/lib/language', async (actual) => ({ ...(await actual<typeof import('@/lib/language')>()), LANGUAGES: ['en'], LANG: 'en' }));

it('shows no switch when the programme offers one language', () => {
  const { container } = render(
    <MemoryRouter initialEntries={['/day/3']}>
      <LanguageSwitch />
    </MemoryRouter>,
  );
  expect(container).toBeEmptyDOMElement();
});
