import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import { outbox } from './outbox.table';

export type OutgoingMail = { to: string; subject: string; text: string; kind: string };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

/** Records each message in the outbox, then delivers it over SMTP when SMTP_URL is configured. */
export function createMailer(deps: {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: (message: string) => void;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await deps.db
        .insert(outbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          kind: mail.kind,
          transport: transport ? 'smtp' : 'outbox',
        })
        .returning({ id: outbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: deps.from, to: mail.to, subject: mail.subject, text: mail.text });
        await deps.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        deps.log(`Mail to ${mail.to} failed: ${message}`);
        await deps.db
          .update(outbox)
          .set({ error: message.slice(0, 1000) })
          .where(eq(outbox.id, row.id));
      }
    },
  };
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  return {
    to,
    kind: 'password-reset',
    subject: 'Reset your Muster password',
    text: [
      'Someone (hopefully you) asked to reset the password of your Muster account.',
      '',
      `Choose a new password here: ${link}`,
      '',
      'The link works once and expires in one hour. If you did not ask for this, ignore this e-mail:',
      'your password stays as it is.',
    ].join('\n'),
  };
}

export function emailChangeMail(to: string, link: string): OutgoingMail {
  return {
    to,
    kind: 'email-change',
    subject: 'Confirm your new Muster e-mail address',
    text: [
      'Someone asked to use this address for a Muster account.',
      '',
      `Confirm it here: ${link}`,
      '',
      'Until you confirm, the account keeps its old address. If this was not you, ignore this e-mail.',
    ].join('\n'),
  };
}

/** Strangers' sign-ins on the account are being slowed after repeated wrong passwords. */
export function signInWarningMail(to: string, resetLink: string): OutgoingMail {
  return {
    to,
    kind: 'sign-in-warning',
    subject: 'Wrong passwords were tried on your Muster account',
    text: [
      'Someone has entered several wrong passwords for your Muster account. To protect it, sign-ins',
      'from browsers that have not signed in to your account before are slowed down for a while.',
      '',
      'Browsers you have signed in from before are not affected: you can keep signing in as usual.',
      '',
      `If this was not you, choose a new password here: ${resetLink}`,
      '',
      'We send this at most once a day.',
    ].join('\n'),
  };
}
