import { eq } from 'drizzle-orm';
import { user } from '../features/auth/auth.table';
import { TestClient } from './auth-client';
import type { TestApp } from './test-app';

/**
 * The development mailbox shows everyone's mail to a super user on this machine only (an admin
 * sees their own): a super user client on loopback.
 */
export async function mailboxReader(testApp: TestApp): Promise<TestClient> {
  const reader = new TestClient(testApp.app, '127.0.0.1');
  const signUp = await reader.signUp('mail-reader@example.test', 'mail reader password 1', 'mail_reader');
  const id = signUp.json().user.id as string;
  await testApp.database.db.update(user).set({ role: 'super_user' }).where(eq(user.id, id));
  return reader;
}

/** The text of the newest message to an address, waiting for the mailer to record it. */
export async function waitForMail(reader: TestClient, to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const reply = await reader.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const [message] = reply.json().messages as { text: string }[];
    if (message) return message.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${to}`);
}
