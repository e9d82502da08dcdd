// The watch in the Spanish copy of the app (`/es/watch`): its words from
// content/messages/es/app/watch.ftl, counts by Spanish plural rules, times as Spanish writes them.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { churchInstant, fakeWatchService, samplePlan } from '../lib/watch.fixtures';
import { WatchPage } from './watch-page';

vi.mock('@/lib/language', async (actual) => ({ ...(await actual<typeof import('@/lib/language')>()), LANG: 'es' }));
vi.mock('../lib/member-zone', () => ({ memberTimeZone: () => 'Europe/Madrid' }));

/** A module of Spanish messages, compiled as the Spanish build does. */
async function spanish(area: string, source: string) {
  const { compileMessages } = await import('../../../../build/messages');
  const code = compileMessages(`es/app/${area}.ftl`, source, 'es');
  return import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
}
vi.mock('virtual:messages/watch', async () => spanish('watch', (await import('@content/messages/es/app/watch.ftl?raw')).default));
vi.mock('virtual:messages/clock', async () => spanish('clock', (await import('@content/messages/es/app/clock.ftl?raw')).default));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const row = (name: string) => screen.getByRole('button', { name }).closest('li')!;

describe('velar en oración', () => {
  it('shows each turn’s count by Spanish plural rules, the gaps, the member’s own time and the buttons’ names in Spanish', async () => {
    const service = fakeWatchService(samplePlan([12, 13], { 12: [3, 1, 0] }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(churchInstant(12, 18)));
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <WatchPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.querySelector('main')).toHaveAttribute('data-ready'));
    expect(await screen.findByText('3 personas velando')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Velar en oración' })).toBeInTheDocument();
    expect(within(row('Velar esta hora, noche del día 12, 10:00 p. m.')).getByText('1 persona velando')).toBeInTheDocument();
    const gap = row('Velar esta hora, noche del día 12, 11:00 p. m.');
    expect(within(gap).getByText('Nadie aún')).toBeInTheDocument();
    const tonight = screen.getByRole('region', { name: 'Noche del día 12' });
    expect(within(tonight).getByText('Esta noche')).toBeInTheDocument();
    expect(within(tonight).getByText('domingo, 12 de octubre')).toBeInTheDocument();
    expect(within(tonight).getByText('1 hora todavía necesita a alguien')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Noche del día 13' })).getByText('3 horas todavía necesitan a alguien')).toBeInTheDocument();
    // Madrid: 9:00 p. m. in Chicago is 4:00 a. m. on Monday.
    expect(within(row('Velar esta hora, noche del día 12, 9:00 p. m.')).getByText('lun 4:00 a. m. donde estás')).toBeInTheDocument();

    await user.click(within(gap).getByRole('button'));
    expect(within(gap).getByText('1 persona velando')).toBeInTheDocument();
    expect(within(gap).getByText('Vas a velar en esta hora')).toBeInTheDocument();
    expect(screen.getByText('¡Gracias! Vas a velar a las 11:00 p. m., la noche del día 12.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Mis horas' })).getByText('Noche del día 12, 11:00 p. m.')).toBeInTheDocument();
    await waitFor(() => expect(service.pledges).toHaveLength(1));
  });
});
