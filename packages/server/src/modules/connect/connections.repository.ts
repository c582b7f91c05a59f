import type { UserLink } from '@seaberth/domain';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  connectNonces,
  customerReferences,
  systemConnections,
  userLinks,
  users,
} from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

export type ConnectionRow = typeof systemConnections.$inferSelect;
/** A connection with its secret opened ('' when none is stored or it was sealed under another key). */
export type OpenConnection = Omit<ConnectionRow, 'secret'> & { secret: string };

const linkToWire = (row: typeof userLinks.$inferSelect): UserLink => ({
  user: row.user,
  system: row.system,
  externalId: row.externalId,
  externalEmail: row.externalEmail,
  externalName: row.externalName,
  createdAt: row.createdAt.toISOString(),
});

/** The connected systems, the nonces already used, and users' links: all the SQL of connect. */
export class ConnectionsRepository {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  private async open(row: ConnectionRow | undefined): Promise<OpenConnection | undefined> {
    return row && { ...row, secret: await this.box.reveal(row.secret) };
  }

  async byKey(key: string): Promise<OpenConnection | undefined> {
    const [row] = await this.db.select().from(systemConnections).where(eq(systemConnections.key, key));
    return this.open(row);
  }

  async byId(id: string): Promise<OpenConnection | undefined> {
    const [row] = await this.db.select().from(systemConnections).where(eq(systemConnections.id, id));
    return this.open(row);
  }

  /** The active connection whose secret hashes to `kid` (a signed call's sender). */
  async byKid(kid: string): Promise<OpenConnection | undefined> {
    const [row] = await this.db
      .select()
      .from(systemConnections)
      .where(and(eq(systemConnections.secretKid, kid), eq(systemConnections.isActive, true)));
    return this.open(row);
  }

  /** What bootstrap lists: active connections, without secrets. */
  async active(): Promise<Array<Pick<ConnectionRow, 'key' | 'name' | 'url' | 'type'>>> {
    return this.db
      .select({
        key: systemConnections.key,
        name: systemConnections.name,
        url: systemConnections.url,
        type: systemConnections.type,
      })
      .from(systemConnections)
      .where(eq(systemConnections.isActive, true))
      .orderBy(asc(systemConnections.name));
  }

  /**
   * Takes the nonce for good; false when it was taken before (a replay). Rows past their time
   * go with the next take, as a replay that old is refused by its timestamp anyway.
   */
  async takeNonce(nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.db.delete(connectNonces).where(lt(connectNonces.expiresAt, now));
    const rows = await this.db
      .insert(connectNonces)
      .values({ nonce, expiresAt })
      .onConflictDoNothing()
      .returning({ nonce: connectNonces.nonce });
    return rows.length > 0;
  }

  async link(user: string, system: string): Promise<UserLink | undefined> {
    const [row] = await this.db
      .select()
      .from(userLinks)
      .where(and(eq(userLinks.user, user), eq(userLinks.system, system)));
    return row && linkToWire(row);
  }

  /** Links the user, replacing an earlier link to the same system. */
  async saveLink(
    link: Pick<UserLink, 'user' | 'system' | 'externalId' | 'externalEmail' | 'externalName'>,
  ): Promise<UserLink> {
    const [row] = await this.db
      .insert(userLinks)
      .values(link)
      .onConflictDoUpdate({
        target: [userLinks.user, userLinks.system],
        set: {
          externalId: link.externalId,
          externalEmail: link.externalEmail,
          externalName: link.externalName,
        },
      })
      .returning();
    return linkToWire(row!);
  }

  async deleteLink(user: string, system: string): Promise<boolean> {
    const rows = await this.db
      .delete(userLinks)
      .where(and(eq(userLinks.user, user), eq(userLinks.system, system)))
      .returning({ id: userLinks.id });
    return rows.length > 0;
  }

  async userExists(id: string): Promise<{ email: string } | undefined> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    return row;
  }
}

/** The customer's first id in the system (customer references, issue 26), if linked. */
export async function customerReferenceIn(
  db: Db,
  customer: string,
  system: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ external: customerReferences.external })
    .from(customerReferences)
    .where(and(eq(customerReferences.customer, customer), eq(customerReferences.system, system)))
    .orderBy(asc(customerReferences.createdAt))
    .limit(1);
  return row?.external;
}
