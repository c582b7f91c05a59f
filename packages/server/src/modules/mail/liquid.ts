import { Drop, Liquid, LiquidError } from 'liquidjs';

/**
 * Liquid for operator-written templates, sandboxed: no file system (includes find nothing), only
 * own properties of the data, unknown filters refused at parse, and limits on template size,
 * render time and memory so a loop cannot hang the server. Values reach templates as
 * `PlaceholderDrop`s: a path no value answers renders visibly as `[[path]]`, never silently empty.
 */
const engine = new Liquid({
  templates: {},
  ownPropertyOnly: true,
  strictFilters: true,
  parseLimit: 200_000,
  renderLimit: 1_000,
  memoryLimit: 20_000_000,
  cache: 200,
});

/** A template that does not parse: where, and why (liquidjs' own words without its position suffix). */
export interface LiquidSyntaxError {
  line: number;
  column: number;
  message: string;
}

export function checkSyntax(source: string): LiquidSyntaxError | null {
  try {
    engine.parse(source);
    return null;
  } catch (error) {
    return describe(error);
  }
}

function describe(error: unknown): LiquidSyntaxError {
  const [line, column] =
    error instanceof LiquidError && error.token ? error.token.getPosition() : ([1, 1] as const);
  const message = (error as Error).message.replace(/, line:\d+, col:\d+$/, '');
  return { line, column, message };
}

export interface Rendered {
  output: string;
  /** Paths asked for that no value answers, in the order first met. */
  unknown: string[];
}

/** Renders a template over plain data (objects, arrays, strings, numbers, null). */
export async function renderLiquid(source: string, data: Record<string, unknown>): Promise<Rendered> {
  const unknown = new Set<string>();
  const scope = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, wrap(v, k, unknown)]));
  const output = await engine.parseAndRender(source, scope);
  return { output, unknown: [...unknown] };
}

/** Loop items report their path by the list's item name (`guests` → `guest.email`). */
const ITEM_NAMES: Record<string, string> = { guests: 'guest', rooms: 'room', prices: 'line', dues: 'due' };

function wrap(value: unknown, path: string, unknown: Set<string>): unknown {
  if (Array.isArray(value)) {
    const item = ITEM_NAMES[path] ?? `${path}[]`;
    return value.map((v) => wrap(v, item, unknown));
  }
  if (value && typeof value === 'object')
    return placeholderDrop(value as Record<string, unknown>, path, unknown);
  return value;
}

class PlaceholderDrop extends Drop {
  readonly #data: Record<string, unknown>;
  readonly #path: string;
  readonly #unknown: Set<string>;

  constructor(data: Record<string, unknown>, path: string, unknown: Set<string>) {
    super();
    this.#data = data;
    this.#path = path;
    this.#unknown = unknown;
  }

  override liquidMethodMissing(key: string | number): unknown {
    const name = String(key);
    if (Object.hasOwn(this.#data, name))
      return wrap(this.#data[name], `${this.#path}.${name}`, this.#unknown);
    const path = `${this.#path}.${name}`;
    this.#unknown.add(path);
    return `[[${path}]]`;
  }

  override valueOf(): unknown {
    return `[[${this.#path}]]`;
  }
}

/**
 * Every property read goes to `liquidMethodMissing` (the data), never to the class: the proxy
 * hides the prototype, so `{{ booking.constructor }}` is an unknown placeholder like any other.
 */
function placeholderDrop(data: Record<string, unknown>, path: string, unknown: Set<string>): Drop {
  const drop = new PlaceholderDrop(data, path, unknown);
  return new Proxy(drop, {
    get(target, key) {
      if (typeof key === 'symbol') return Reflect.get(target, key, target);
      if (key === 'liquidMethodMissing' || key === 'valueOf')
        return (target[key] as (...args: unknown[]) => unknown).bind(target);
      return undefined;
    },
  });
}
