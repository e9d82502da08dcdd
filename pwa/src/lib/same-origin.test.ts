import { staysOnOrigin, urlOnOrigin } from './same-origin';

const origin = 'https://church.example';

describe('urlOnOrigin', () => {
  it.each([
    ['/day/3?done=opening#opening', 'https://church.example/day/3?done=opening#opening'],
    ['/es/', 'https://church.example/es/'],
    ['/%2F%2Fevil.example', 'https://church.example/%2F%2Fevil.example'],
    ['/es//evil.example/x', 'https://church.example/es//evil.example/x'],
    ['https://church.example/days', 'https://church.example/days'],
  ])('keeps %s, a path of the origin', (target, href) => {
    expect(staysOnOrigin(target, origin)).toBe(true);
    expect(urlOnOrigin(target, origin, '/es/').href).toBe(href);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '//evil.example/x?y#z',
    'https://evil.example/',
    'http://church.example/',
    'https://church.example:444/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://[::1',
  ])('refuses %s, another origin (or no URL), for the fallback', (target) => {
    expect(staysOnOrigin(target, origin)).toBe(false);
    expect(urlOnOrigin(target, origin, '/es/').href).toBe('https://church.example/es/');
    expect(urlOnOrigin(target, origin).href).toBe('https://church.example/');
  });
});
