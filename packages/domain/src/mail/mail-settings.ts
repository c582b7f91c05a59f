import { z } from 'zod';

/** The password of a mail server URL as `/config/mail` shows it: never sent back to the browser. */
export const MASKED_PASSWORD = '********';

const serverUrl = (schemes: string[]) =>
  z
    .string()
    .trim()
    .max(500)
    .refine((value) => {
      if (!value) return true;
      try {
        return schemes.includes(new URL(value).protocol.replace(':', ''));
      } catch {
        return false;
      }
    }, `Write a URL like ${schemes[0]}://user:password@mail.example.com:587`)
    .default('');

/** `/config/mail` (mail.update): sender, signature and SMTP of the operator's mail (mailboxes are mail accounts). */
export const mailSettingsSchema = z.object({
  /** "Blue Reef Diving <info@bluereef.example>" or an address. */
  from: z.string().trim().max(200).default(''),
  replyTo: z.union([z.literal(''), z.email('Not an e-mail address')]).default(''),
  /** Put under every mail sent from a template. */
  signature: z.string().max(2000).default(''),
  smtpUrl: serverUrl(['smtp', 'smtps']),
});
export type MailSettings = z.output<typeof mailSettingsSchema>;

/** `GET/POST /api/mail/settings`: the settings with the SMTP password masked. */
export const mailSettingsViewSchema = z.object({
  from: z.string(),
  replyTo: z.string(),
  signature: z.string(),
  /** The password replaced by MASKED_PASSWORD. */
  smtpUrl: z.string(),
  /** Whether mail can go out: an SMTP URL is set here or for the server (SMTP_URL). */
  transport: z.enum(['settings', 'server', 'none']),
});
export type MailSettingsView = z.infer<typeof mailSettingsViewSchema>;

export const testMailSchema = z.object({ to: z.email('Not an e-mail address') });

/** What a test mail did: sent, or the SMTP server's refusal. */
export const testMailResultSchema = z.object({
  status: z.enum(['sent', 'queued', 'failed']),
  error: z.string().nullable(),
});
export type TestMailResult = z.infer<typeof testMailResultSchema>;
