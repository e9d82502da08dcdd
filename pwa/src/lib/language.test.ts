import { LANGUAGES, pathIn, splitLanguage } from './language';

describe('paths in each language', () => {
  const [first = 'en', other = 'es'] = LANGUAGES;

  it('puts the first language at / and each other under its code', () => {
    expect(pathIn(first, '/day/3')).toBe('/day/3');
    expect(pathIn(other, '/day/3')).toBe(`/${other}/day/3`);
    expect(pathIn(other, '/')).toBe(`/${other}/`);
  });

  it.each([
    ['/day/3', first, '/day/3'],
    [`/${other}/day/3`, other, '/day/3'],
    [`/${other}`, other, '/'],
    [`/${other}/`, other, '/'],
    [`/${other}tate`, first, `/${other}tate`],
  ])('%s is %s %s', (pathname, lang, path) => {
    expect(splitLanguage(pathname)).toEqual({ lang, path });
  });
});
