import pg from 'pg';

/** One statement on the PostgreSQL server's maintenance connection (create, alter, drop a database). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
