/** The shop's social accounts, linked from every page's footer (words of the pages: ./brand-content.ts). */

export interface SocialLink {
  id: 'instagram' | 'facebook' | 'tiktok' | 'youtube' | 'whatsapp';
  label: string;
  url: string;
}

/** DEMO handles: replace with the real accounts. */
export const socialLinks: SocialLink[] = [
  { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/kesara.lk' },
  { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/kesaragrooming' },
  { id: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@kesara.lk' },
  { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@kesaragrooming' },
  { id: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/94774507788' },
];
