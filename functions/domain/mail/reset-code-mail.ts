import { brand } from '../../../shared/brand';
import type { Mail } from '../messages';
import { brandedHtml } from './layout';

export function resetCodeMail(to: string, code: string, validMinutes: number): Mail {
  const subject = `Your ${brand.name} verification code: ${code}`;
  const text = [
    'Hello,',
    '',
    `Use this code to reset your ${brand.name} password: ${code}`,
    `It is valid for ${validMinutes} minutes. If you did not ask to reset your password, you can ignore this mail; your password stays as it is.`,
    '',
    `${brand.fullName}`,
  ].join('\n');
  const html = brandedHtml(
    'Reset your password',
    `<p>Use this code to reset your ${brand.name} password:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${code}</p>
<p>It is valid for ${validMinutes} minutes. If you did not ask to reset your password, you can ignore this mail; your password stays as it is.</p>`,
  );
  return { to, subject, text, html };
}
