/** The three policy pages: return policy, privacy policy and terms and conditions (the rest of the words: ./brand-content.ts). */
import { brand } from '../brand';
import { contact } from './brand-content';

export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface PolicyPage {
  /** SPA route. */
  path: '/return-policy' | '/privacy-policy' | '/terms-conditions';
  title: string;
  /** ISO date of the last change, shown as "Last updated". */
  updated: string;
  intro: string;
  sections: PolicySection[];
}

const UPDATED = '2025-11-01';

export const returnPolicy: PolicyPage = {
  path: '/return-policy',
  title: 'Return Policy',
  updated: UPDATED,
  intro: `We want you to be happy with everything you buy from ${brand.name}. If something is not right, here is how returns and exchanges work.`,
  sections: [
    {
      heading: 'Return window',
      paragraphs: ['You can return an item within 7 days of delivery.'],
    },
    {
      heading: 'What can be returned',
      bullets: [
        'Items must be unused, unopened and in their original packaging, with all seals, labels and inserts.',
        'For hygiene reasons, opened grooming products (oils, balms, washes, pomades) cannot be returned unless they arrived damaged or defective.',
        'Items marked Final Sale are not returnable.',
      ],
    },
    {
      heading: 'How to start a return',
      paragraphs: [
        `E-mail our support team at ${contact.supportEmail} with your order number, the item you want to return and the reason. We will reply with the return address and the next steps. Please do not send items back before you hear from us.`,
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Once we have received and checked your return, we refund the item to the original payment method within 5-10 business days. For Cash on Delivery orders we will ask for bank details to send the refund.',
        'Delivery charges are refunded only when the return is due to our mistake or to a damaged or defective item.',
      ],
    },
    {
      heading: 'Exchanges',
      paragraphs: [
        'We exchange items only when they are damaged or defective. Tell us within 7 days of delivery, with a photo of the problem, and we will send a replacement at no extra cost.',
      ],
    },
    {
      heading: 'Warranty on tools',
      paragraphs: [
        'Our combs, brushes, scissors and razors carry a warranty of over 2 years against manufacturing defects. Warranty claims are handled by e-mail, like returns.',
      ],
    },
  ],
};

export const privacyPolicy: PolicyPage = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  updated: UPDATED,
  intro: `${brand.fullName} respects your privacy. This policy explains what we collect when you use our website, why, and the choices you have. We aim to handle personal data in line with Sri Lanka’s Personal Data Protection Act, No. 9 of 2022.`,
  sections: [
    {
      heading: 'What we collect',
      bullets: [
        'Account details: your name, e-mail address, mobile number and password (stored only in a scrambled, hashed form).',
        'Profile and billing details you choose to save: address, city, postal code, company and a profile picture.',
        'Orders: the products you buy, delivery address, payment method and order status.',
        'Your cart and wishlist, so they are there when you come back.',
        'Messages you send us through the contact form or by e-mail.',
      ],
    },
    {
      heading: 'How we use it',
      bullets: [
        'To create and secure your account and keep you signed in.',
        'To process, deliver and support your orders, including returns and warranty claims.',
        'To answer your questions and send you e-mails about your orders and your account.',
        'To keep the shop safe and working, and to understand which products people like.',
      ],
      paragraphs: ['We do not sell your personal data, and we do not send marketing e-mails unless you ask for them.'],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Cash on Delivery orders are paid to the courier. When card payments are available, they are processed by our payment provider; we never see or store your full card number.',
      ],
    },
    {
      heading: 'Who we share it with',
      bullets: [
        'Delivery partners, who need your name, address and phone number to deliver your order.',
        'Service providers that host our website and send our e-mails, under contracts that protect your data.',
        'Authorities, only when the law requires it.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        'We keep a sign-in token and your session details in your browser so you stay signed in. We do not use advertising cookies.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account while it is active. Order records are kept as long as tax and accounting rules require. Messages are deleted when they are no longer needed.',
      ],
    },
    {
      heading: 'Your choices and rights',
      bullets: [
        'See and update your profile and billing details at any time on your profile page.',
        `Ask for a copy of your data, a correction or the deletion of your account by e-mailing ${contact.email}.`,
        'Withdraw consent for anything you agreed to, without affecting orders already placed.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Our website uses encrypted connections (HTTPS), passwords are hashed, and access to customer data is limited to the staff who need it to serve you.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `If we change this policy we will update the date at the top of this page. Questions about your privacy? Write to ${contact.email} or to ${contact.address.oneLine}.`,
      ],
    },
  ],
};

export const termsAndConditions: PolicyPage = {
  path: '/terms-conditions',
  title: 'Terms and Conditions',
  updated: UPDATED,
  intro: `These terms apply to every purchase from the ${brand.name} online shop. By placing an order you agree to them, so please read them carefully.`,
  sections: [
    {
      heading: 'About us',
      paragraphs: [
        `The shop is run by ${brand.fullName}, ${contact.address.oneLine}. You can reach us at ${contact.email}.`,
      ],
    },
    {
      heading: 'Orders',
      bullets: [
        'Orders are confirmed once payment is processed.',
        'For Cash on Delivery orders, we may call or e-mail you to check the details before we dispatch, and payment is collected on delivery.',
        'We may cancel an order if an item is out of stock or a price was shown in error; if you have already paid, we refund you in full.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are shown in Sri Lankan Rupees (LKR). Discounts shown on a product apply to that product. The delivery fee depends on your city and is shown at checkout before you place the order.',
      ],
    },
    {
      heading: 'Delivery',
      bullets: [
        'We deliver across Sri Lanka within 3-5 business days of order confirmation.',
        'Delivery times can be longer during public holidays, severe weather or other events outside our control; we will let you know if your order is delayed.',
        'We also ship to 10+ countries; international delivery times and charges are confirmed with you before dispatch.',
      ],
    },
    {
      heading: 'Returns, exchanges and warranty',
      paragraphs: [
        'Returns and exchanges follow our Return Policy. Our tools and accessories carry a warranty of over 2 years against manufacturing defects; it does not cover normal wear, misuse or accidental damage.',
      ],
    },
    {
      heading: 'Using our products',
      paragraphs: [
        'Please read the ingredients before use and do a small patch test if you have sensitive skin or allergies. Stop using a product if irritation occurs. Our products are cosmetics and are not intended to treat any medical condition.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password private. You are responsible for orders placed from your account; tell us straight away if you think someone else has used it.',
      ],
    },
    {
      heading: 'Content',
      paragraphs: [
        `The text, images and logos on this website belong to ${brand.fullName} and may not be used without our permission.`,
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Nothing in these terms limits your rights as a consumer under Sri Lankan law. Otherwise, our liability for any order is limited to the amount you paid for it.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of Sri Lanka, and disputes are subject to the jurisdiction of the courts of Sri Lanka.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We may update these terms from time to time. The version on this page when you place an order applies to that order.',
      ],
    },
  ],
};

export const policies: PolicyPage[] = [returnPolicy, privacyPolicy, termsAndConditions];
