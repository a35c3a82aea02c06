import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../../../../lib/config';
import { toWellFormedText } from '../../../../../shared/validation/well-formed-text';
import { mailer } from './client';
import type { Mail } from './message';

/** A subject is one header line: line breaks in a user-supplied part (a contact name) must not start new headers. */
const oneLine = (text: string) => text.replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ');

/**
 * Input is refused when it is not well-formed Unicode, but a value stored before that rule must not break a mail
 * either: the SDK's query serializer throws on a lone surrogate and keeps its half-written buffer, which then
 * corrupts the next mail sent by the same client.
 */
const safe = toWellFormedText;

/** Sends one mail through SES (the local SES emulator on the embedded default), with its own headers if it has any. */
export async function sendMail(mail: Mail): Promise<void> {
  await mailer().send(
    new SendEmailCommand({
      FromEmailAddress: config().MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [safe(mail.replyTo)] : undefined,
      Content: {
        Simple: {
          Subject: { Data: safe(oneLine(mail.subject)), Charset: 'UTF-8' },
          Body: {
            Text: { Data: safe(mail.text), Charset: 'UTF-8' },
            Html: { Data: safe(mail.html), Charset: 'UTF-8' },
          },
          Headers: mail.headers?.map(({ name, value }) => ({ Name: name, Value: safe(value) })),
        },
      },
    }),
  );
}
