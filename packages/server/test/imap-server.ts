import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * A real IMAP server for tests: Debian's Dovecot with a throwaway configuration, mailboxes under a
 * temporary directory and a free port. Users log in with a password, or with an OAuth2 token that
 * Dovecot checks at `introspectionUrl` (RFC 7662), the way Microsoft 365 and Google accept XOAUTH2.
 */
export interface ImapServer {
  host: string;
  port: number;
  /** The server's recent log lines, to read when a test fails. */
  log(): string;
  stop(): Promise<void>;
}

export interface ImapServerOptions {
  users: { name: string; password: string }[];
  /** Turns on XOAUTH2 / OAUTHBEARER, checking tokens against this introspection endpoint. */
  introspectionUrl?: string;
}

const DOVECOT = ['/usr/sbin/dovecot', '/usr/bin/dovecot'].find((path) => existsSync(path));

export const hasDovecot = DOVECOT !== undefined;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once the server greets on the port with a ready OK (not "waiting for auth"). */
async function greeted(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Dovecot stopped at start:\n${log()}`);
    const ready = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(1000);
      socket.on('data', (data) => {
        resolve(data.toString().includes('ready'));
        socket.destroy();
      });
      socket.on('error', () => resolve(false));
      socket.on('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Dovecot did not answer on port ${port}:\n${log()}`);
}

export async function startImapServer(options: ImapServerOptions): Promise<ImapServer> {
  if (!DOVECOT) throw new Error('Dovecot is missing: apt-get install -y dovecot-imapd');
  const dir = await mkdtemp(join(tmpdir(), 'imap-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  // As root Dovecot drops to its own users (the package creates them); otherwise it runs as us.
  const me = userInfo().username;
  const loginUser = root ? 'dovenull' : me;
  const internalUser = root ? 'dovecot' : me;
  const mailUser = root ? 'dovecot' : me;
  const mail = join(dir, 'mail');
  await mkdir(join(dir, 'run'));
  await mkdir(join(dir, 'state'));
  await mkdir(mail);
  if (root) {
    // Dovecot's auth process reads the password file as the dovecot user.
    await chmod(dir, 0o755);
    const entry = (await readFile('/etc/passwd', 'utf8'))
      .split('\n')
      .find((line) => line.startsWith('dovecot:'));
    const [, , uid, gid] = entry?.split(':') ?? [];
    await chown(mail, Number(uid), Number(gid));
  }
  await writeFile(
    join(dir, 'passwd'),
    options.users.map((u) => `${u.name}:{PLAIN}${u.password}::::::\n`).join(''),
  );
  const oauth = options.introspectionUrl
    ? `passdb {
  driver = oauth2
  mechanisms = xoauth2 oauthbearer
  args = ${join(dir, 'oauth2.conf')}
}`
    : '';
  if (options.introspectionUrl)
    await writeFile(
      join(dir, 'oauth2.conf'),
      `introspection_mode = post
introspection_url = ${options.introspectionUrl}
force_introspection = yes
username_attribute = username
active_attribute = active
active_value = true
`,
    );
  await writeFile(
    join(dir, 'dovecot.conf'),
    `base_dir = ${join(dir, 'run')}
state_dir = ${join(dir, 'state')}
log_path = /dev/stderr
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login${options.introspectionUrl ? ' xoauth2 oauthbearer' : ''}
default_login_user = ${loginUser}
default_internal_user = ${internalUser}
first_valid_uid = 1
mail_location = maildir:${mail}/%u
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${join(dir, 'passwd')}
}
${oauth}
userdb {
  driver = static
  args = uid=${mailUser} gid=${root ? 'dovecot' : (userInfo().gid ?? mailUser)} home=${mail}/%u
}
`,
  );
  const child = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  try {
    await greeted(port, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    host: '127.0.0.1',
    port,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
