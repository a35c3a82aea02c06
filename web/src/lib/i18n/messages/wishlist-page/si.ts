import type { Texts } from '../area';
import type { wishlistPageEn } from './en';

/** The wishlist page in Sinhala. */
export const wishlistPageSi: Texts<typeof wishlistPageEn> = {
  'wishlistPage.title': 'ප්‍රියතම ලැයිස්තුව',
  'wishlistPage.loading': 'ඔබගේ ප්‍රියතම ලැයිස්තුව පූරණය වෙමින්...',
  'wishlistPage.failed': 'ප්‍රියතම ලැයිස්තුවේ භාණ්ඩ පූරණය කිරීමට නොහැකි විය',
  'wishlistPage.failedLater': 'ප්‍රියතම ලැයිස්තුවේ භාණ්ඩ පූරණය කිරීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  'wishlistPage.empty': 'ඔබගේ ප්‍රියතම ලැයිස්තුව හිස්ය',
  'wishlistPage.emptyHelp': 'ඕනෑම භාණ්ඩයක හදවත තට්ටු කර එය පසුවට මෙහි තබා ගන්න.',
  'wishlistPage.added': 'භාණ්ඩය සාර්ථකව කරත්තයට එක් කළා',
  'wishlistPage.addFailed': 'භාණ්ඩය කරත්තයට එක් කිරීමට නොහැකි විය',
  'wishlistPage.removed': 'භාණ්ඩය ප්‍රියතම ලැයිස්තුවෙන් සාර්ථකව ඉවත් කළා',
  'wishlistPage.removeFailed': 'භාණ්ඩය ප්‍රියතම ලැයිස්තුවෙන් ඉවත් කිරීමට නොහැකි විය',
  'wishlistPage.addToCart': 'කරත්තයට එක් කරන්න',
  'wishlistPage.remove': 'ඉවත් කරන්න',
  'wishlistPage.removeLabel': '{name} ප්‍රියතම ලැයිස්තුවෙන් ඉවත් කරන්න',
};
