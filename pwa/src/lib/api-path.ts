// Paths once: every `/api` path the app asks for is named from `API_PATHS`, generated from the
// service's route registry (types/api.ts), never typed by hand (lib/no-typed-paths.test.ts).
// Read from `virtual:api-paths` (build/api-paths.ts), the same object in a module of its own: the
// first load, which imports types/api.ts for other things, carries none of them.
import { API_PATHS } from 'virtual:api-paths';

export type ApiName = keyof typeof API_PATHS;

/** The `{param}`s of a path template, e.g. `'lang' | 'day'` for `/api/recordings/{lang}/{day}`. */
type ParamsOf<Template extends string> = Template extends `${string}{${infer Param}}${infer Rest}` ? Param | ParamsOf<Rest> : never;

/** What `apiPath` needs besides the name: nothing for a fixed path, every parameter for a template. */
type ParamArgs<Name extends ApiName> = [ParamsOf<(typeof API_PATHS)[Name]>] extends [never]
  ? []
  : [params: Record<ParamsOf<(typeof API_PATHS)[Name]>, string | number>];

/** The path of the operation `name`, each `{param}` filled (URI-encoded, one path segment). */
export function apiPath<Name extends ApiName>(name: Name, ...[params]: ParamArgs<Name>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return API_PATHS[name].replace(/\{([^}]+)\}/g, (_, param: string) => {
    const value = values[param];
    if (value === undefined) throw new Error(`apiPath(${name}): no value for {${param}}`);
    return encodeURIComponent(String(value));
  });
}

/** The paths of the operation `name`: a pattern with one group per `{param}` (one path segment). */
export function apiPathPattern(name: ApiName): RegExp {
  const escaped = API_PATHS[name].replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
}
