// The prayer wall in the Spanish copy of the app (`/es/prayer-wall`): its words from
// content/messages/es/app/prayer-wall.ftl, counts by Spanish plural rules, and a request written in
// English marked as such.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { atLocalTime, dateOfDay } from '@/content/calendar';
import { programme } from '@/content/programme';
import type { WallRequest } from '@/types/api';
import { fakeService } from '../lib/wall-service.fixtures';
import { PrayerWallPage } from './prayer-wall-page';

vi.mock('@/lib/language', async (actual) => ({ ...(await actual<typeof import('@/lib/language')>()), LANG: 'es' }));
vi.mock('virtual:messages/prayer-wall', async () => {
  const { compileMessages } = await import('../../../../build/messages');
  const { default: source } = await import('@content/messages/es/app/prayer-wall.ftl?raw');
  const code = compileMessages('es/app/prayer-wall.ftl', source, 'es');
  return import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
});

const wall: WallRequest[] = [
  { id: 'wall00000000000000001', text: 'Oren por mi hermana Rosa.', lang: 'es', prayed: 1312, answered: false, thanks: null },
  { id: 'wall00000000000000002', text: 'Pray for my friend Ana.', lang: 'en', prayed: 1, answered: true, thanks: 'Thank you all!' },
  { id: 'wall00000000000000003', text: 'Paz para mi familia.', lang: 'es', prayed: 0, answered: false, thanks: null },
];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('el muro de oración', () => {
  it('shows the wall in Spanish, with counts by Spanish plural rules, and English requests marked as English', async () => {
    const service = fakeService(wall);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(atLocalTime(dateOfDay(programme.startDate, 3), '10:00'));
    render(
      <MemoryRouter>
        <ToastProvider>
          <PrayerWallPage />
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Muro de oración' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Pide oración a tu iglesia' });
    expect(within(group).getByText('Usa solo nombres de pila y no compartas detalles de la salud de nadie sin su permiso.')).toBeInTheDocument();
    expect(within(group).getByText(`${programme.church} lee cada petición antes de que aparezca en el muro.`)).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: 'Tu petición de oración' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Compartir con la iglesia' })).toBeInTheDocument();

    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Oraron por esta petición 1312 veces')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Oraron por esta petición 1 vez')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Todavía nadie ha orado por esta petición')).toBeInTheDocument();
    expect(screen.getByText('Pray for my friend Ana.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Thank you all!')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Oren por mi hermana Rosa.')).not.toHaveAttribute('lang');
    expect(within(items[1]!).getByText('Contestada')).toBeInTheDocument();

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Ya oré' }));
    expect(within(items[1]!).getByText('Oraron por esta petición 2 veces')).toBeInTheDocument();
    expect(await screen.findByText('Gracias por orar.')).toBeInTheDocument();
    await waitFor(() => expect(service.to('/prayed')).toHaveLength(1));
    expect(within(items[0]!).getByRole('button', { name: 'Reportar' })).toBeInTheDocument();
  });
});
