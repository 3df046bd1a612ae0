import { type Language, oneTimeCodeRules, productName } from '@cic/contract';
import type { MailMessage } from '../../adapters/mail';

/** How the development console shows a sign-in code, one line per code. */
export function signInCodeLine(to: string, code: string): string {
  return `Sign-in code for ${to}: ${code}`;
}

/** The e-mail's words in each language: the person chose theirs on the sign-in page (issue 18). */
const words: Record<Language, (code: string, minutes: number) => { subject: string; lines: string[] }> = {
  en: (code, minutes) => ({
    subject: `Your ${productName} sign-in code`,
    lines: [
      'Hello,',
      '',
      `Your ${productName} verification code is: ${code}`,
      '',
      `It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it.',
    ],
  }),
  ms: (code, minutes) => ({
    subject: `Kod log masuk ${productName} anda`,
    lines: [
      'Salam sejahtera,',
      '',
      `Kod pengesahan ${productName} anda ialah: ${code}`,
      '',
      `Kod ini sah selama ${minutes} minit dan hanya boleh digunakan sekali.`,
      'Jika anda tidak meminta kod ini, abaikan sahaja e-mel ini: tiada sesiapa boleh log masuk tanpanya.',
    ],
  }),
};

/** The sign-in code e-mail. Its text holds the code: hand it to the mailer only, never to a logger. */
export function signInCodeMail(to: string, code: string, language: Language = 'en'): MailMessage {
  const { subject, lines } = words[language](code, oneTimeCodeRules.lifetimeMinutes);
  return {
    to,
    subject,
    text: [...lines, '', productName].join('\n'),
    consoleLine: signInCodeLine(to, code),
  };
}
