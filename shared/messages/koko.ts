import type { InOtherLanguages } from '../rules/translations';

/** KOKO's texts (issue 31, word for word): the server answers them and the checkout says them too. */
export const kokoMessages = {
  amountNotOffered: 'KOKO is not available for this amount.',
} as const;

export const kokoMessagesIn: InOtherLanguages<typeof kokoMessages> = {
  si: { amountNotOffered: 'මෙම මුදල සඳහා KOKO ලබා ගත නොහැක.' },
  ta: { amountNotOffered: 'இந்தத் தொகைக்கு KOKO கிடைக்காது.' },
};
