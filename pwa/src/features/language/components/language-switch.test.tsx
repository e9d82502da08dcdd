import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LANGUAGES } from '@/lib/language';
import { LANGUAGE_KEY } from '@/lib/storage-keys';
import { chosenLanguage } from '../lib/chosen-language';
import { LanguageLinks, LanguageSwitch } from './language-switch';

const [, other = 'es'] = LANGUAGES;

// The switch above the page and the links a page's row ends with, as the app renders them: one
// of the two shows, by the page.
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSwitch />
      <main>
        <nav aria-label="Guide">
          <LanguageLinks />
        </nav>
      </main>
    </MemoryRouter>,
  );

describe('LanguageSwitch', () => {
  beforeEach(() => localStorage.clear());

  it('links the same page in the other language, named in that language', () => {
    renderAt('/day/3?done=opening#opening');
    const autonym = new Intl.DisplayNames([other], { type: 'language' }).of(other) ?? other;
    const link = screen.getByRole('link', { name: new RegExp(`^${autonym}$`, 'i') });
    expect(link).toHaveAttribute('href', `/${other}/day/3?done=opening#opening`);
    expect(link).toHaveAttribute('hreflang', other);
    expect(link).toHaveAttribute('lang', other);
  });

  it.each(['/', '/day/99', '/nope'])('stands above the cover and the 404 page (%s), in a navigation of its own', (path) => {
    renderAt(path);
    expect(screen.getByRole('navigation', { name: 'Language' })).toContainElement(screen.getByRole('link'));
  });

  it.each(['/days', '/day/3', '/journey', '/print', '/privacy', '/safety', '/prayer-wall', '/watch'])(
    "ends %s's row of links, and nowhere else",
    (path) => {
      renderAt(path);
      expect(screen.queryByRole('navigation', { name: 'Language' })).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Guide' })).toContainElement(screen.getByRole('link'));
    },
  );

  it("links the other language's cover from the cover", () => {
    renderAt('/');
    expect(screen.getByRole('link')).toHaveAttribute('href', `/${other}/`);
  });

  it('keeps the choice on the device when the member follows it', async () => {
    renderAt('/days');
    const link = screen.getByRole('link');
    // The page the link opens is another document: jsdom does not navigate.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(chosenLanguage.read()).toBe(other);
    expect(JSON.parse(localStorage.getItem(LANGUAGE_KEY) ?? 'null')).toBe(other);
  });

  it('forgets what is not a language the programme offers', () => {
    localStorage.setItem(LANGUAGE_KEY, JSON.stringify('xx'));
    expect(chosenLanguage.read()).toBeNull();
  });
});
