import { customType } from 'drizzle-orm/pg-core';

/** `[a,b)` → [a, b]; both drivers hand range types over as text. */
function parseRange(value: string): [string, string] {
  const match = /^[[(]([^,]*),([^\])]*)[\])]$/.exec(value);
  if (!match) throw new Error(`not a range: ${value}`);
  return [match[1]!, match[2]!];
}

/** A half-open range of nights: [first night, departure day). */
export const dateRange = customType<{ data: [string, string]; driverData: string }>({
  dataType: () => 'daterange',
  toDriver: ([from, to]) => `[${from},${to})`,
  fromDriver: (value) => parseRange(value),
});

/** A half-open range of bed numbers within a room. */
export const intRange = customType<{ data: [number, number]; driverData: string }>({
  dataType: () => 'int4range',
  toDriver: ([from, to]) => `[${from},${to})`,
  fromDriver: (value) => {
    const [from, to] = parseRange(value);
    return [Number(from), Number(to)];
  },
});
