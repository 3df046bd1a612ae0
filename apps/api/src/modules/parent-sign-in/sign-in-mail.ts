import { oneTimeCodeRules, productName } from '@cic/contract';
import type { MailMessage } from '../../adapters/mail';

/** How the development console shows a sign-in code, one line per code. */
export function signInCodeLine(to: string, code: string): string {
  return `Sign-in code for ${to}: ${code}`;
}

/** The sign-in code e-mail. Its text holds the code: hand it to the mailer only, never to a logger. */
export function signInCodeMail(to: string, code: string): MailMessage {
  const minutes = oneTimeCodeRules.lifetimeMinutes;
  return {
    to,
    subject: `Your ${productName} sign-in code`,
    text: [
      'Hello,',
      '',
      `Your ${productName} verification code is: ${code}`,
      '',
      `It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it.',
      '',
      `${productName}`,
    ].join('\n'),
    consoleLine: signInCodeLine(to, code),
  };
}
