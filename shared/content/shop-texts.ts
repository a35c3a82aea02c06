import * as english from './brand-content';

/** The shop's own words that the home page, About and Contact show, in English (./brand-content.ts). */
export const shopTexts = {
  hero: english.hero,
  brandStory: english.brandStory,
  benefits: english.benefits,
  campaign: english.campaign,
  claims: english.claims,
  founderStory: english.founderStory,
  vision: english.vision,
  mission: english.mission,
  contact: english.contact,
  testimonials: english.testimonials,
};
export type ShopTexts = typeof shopTexts;
