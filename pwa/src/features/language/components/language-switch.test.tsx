import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LANGUAGES } from '@/lib/language';
import { chosenLanguage, LANGUAGE_KEY } from '../lib/chosen-language';
import { LanguageSwitch } from './language-switch';

const [, other = 'es'] = LANGUAGES;

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSwitch />
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
    expect(screen.getByRole('navigation', { name: 'Language' })).toContainElement(link);
  });

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
