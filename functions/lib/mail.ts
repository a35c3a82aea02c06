import { SendEmailCommand } from '@aws-sdk/client-ses';
import { mailer } from './clients';
import { config } from './config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** A subject is one header line: line breaks in a user-supplied part (a contact name) must not start new headers. */
const oneLine = (text: string) => text.replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ');

/** Sends one mail through SES (the local SES emulator on the embedded default). */
export async function sendMail(mail: Mail): Promise<void> {
  await mailer().send(
    new SendEmailCommand({
      Source: config().MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Message: {
        Subject: { Data: oneLine(mail.subject), Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
}
