/**
 * The mails a stranger can make the product send (registration, password reset). None carries
 * text the caller chose (a name typed at registration would turn them into a spam relay): only
 * our words and our links.
 */
export interface AuthMail {
  subject: string;
  text: string;
}

export function confirmationMail(link: string): AuthMail {
  return {
    subject: 'Seaberth: confirm your e-mail address',
    text: [
      'Hello,',
      '',
      'thank you for registering. Open this link to confirm that this address is yours:',
      link,
      '',
      'The link works once and expires in 7 days.',
      'If you did not register, ignore this mail.',
    ].join('\n'),
  };
}

/** To the owner of an address someone tried to register again. */
export function registrationNoticeMail(resetLink: string): AuthMail {
  return {
    subject: 'Seaberth: someone tried to register with your address',
    text: [
      'Hello,',
      '',
      'someone tried to create a new Seaberth account with this e-mail address, which already has an account.',
      'No second account was made and nothing of yours was changed.',
      '',
      'If it was you, log in with your password, or choose a new one here:',
      resetLink,
      '',
      'If it was not you, ignore this mail.',
    ].join('\n'),
  };
}

export function resetMail(link: string, token: string, ttlMinutes: number): AuthMail {
  return {
    subject: 'Seaberth: reset your password',
    text: [
      'Hello,',
      '',
      'someone asked to reset the password of your Seaberth account. Open this link to choose a new one:',
      link,
      '',
      `Reset token: ${token}`,
      `The link works once and expires in ${ttlMinutes} minutes.`,
      'If you did not ask for this, ignore this mail; your password stays as it is.',
    ].join('\n'),
  };
}
