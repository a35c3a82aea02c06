import { describe, expect, it } from 'vitest';
import * as english from '../../shared/content/brand-content';
import { brandContentIn } from '../../shared/content/brand-content-translations';
import { policies } from '../../shared/content/policies';
import { policiesIn } from '../../shared/content/policy-translations';

const SCRIPT = { si: /[\u0d80-\u0dff]/u, ta: /[\u0b80-\u0bff]/u } as const;

describe("the shop's own pages in Sinhala and Tamil (issue 34)", () => {
  it('English is the pages as they were', () => {
    const en = brandContentIn('en');
    expect(en.hero).toBe(english.hero);
    expect(en.contact).toBe(english.contact);
    expect(policiesIn('en')).toEqual(policies);
  });

  for (const language of ['si', 'ta'] as const) {
    it(`${language}: home, About and Contact have their words translated, and keep every path, id and number`, () => {
      const texts = brandContentIn(language);
      const translated = [
        texts.hero.headline,
        texts.hero.subheadline,
        texts.hero.ctaLabel,
        texts.hero.searchPlaceholder,
        texts.hero.media.alt,
        texts.brandStory.title,
        ...texts.brandStory.paragraphs,
        ...texts.benefits.flatMap((b) => [b.title, b.text]),
        texts.campaign.title,
        texts.campaign.text,
        ...texts.claims.flatMap((c) => [c.label, c.text]),
        texts.founderStory.title,
        ...texts.founderStory.paragraphs,
        ...texts.vision.paragraphs,
        ...texts.mission.paragraphs,
        ...texts.contact.openingHours.flatMap((h) => [h.days, h.hours]),
        ...texts.contact.phones.map((p) => p.label),
        texts.contact.formIntro,
      ];
      for (const text of translated) expect(text).toMatch(SCRIPT[language]);
      expect(texts.hero.ctaPath).toBe(english.hero.ctaPath);
      expect(texts.hero.media.poster).toBe(english.hero.media.poster);
      expect(texts.benefits.map((b) => b.id)).toEqual(english.benefits.map((b) => b.id));
      expect(texts.claims.map((c) => c.id)).toEqual(english.claims.map((c) => c.id));
      expect(texts.campaign.month).toBe(11);
      expect(texts.contact.phones.map((p) => p.tel)).toEqual(english.contact.phones.map((p) => p.tel));
      expect(texts.contact.email).toBe(english.contact.email);
      texts.testimonials.forEach((t, i) => {
        const original = english.testimonials[i];
        expect(t.quote).toMatch(SCRIPT[language]);
        expect(t.position).toMatch(SCRIPT[language]);
        expect({ id: t.id, author: t.author, image: t.image }).toEqual({
          id: original.id,
          author: original.author,
          image: original.image,
        });
      });
    });

    it(`${language}: the policies' titles, introductions, headings and every clause are translated, item by item`, () => {
      const pages = policiesIn(language);
      expect(pages.map((p) => p.path)).toEqual(policies.map((p) => p.path));
      pages.forEach((page, i) => {
        expect(page.title).toMatch(SCRIPT[language]);
        expect(page.intro).toMatch(SCRIPT[language]);
        expect(page.updated).toBe(policies[i].updated);
        expect(page.sections).toHaveLength(policies[i].sections.length);
        page.sections.forEach((section, j) => {
          expect(section.heading).toMatch(SCRIPT[language]);
          const english = policies[i].sections[j];
          expect(section.paragraphs?.length).toBe(english.paragraphs?.length);
          expect(section.bullets?.length).toBe(english.bullets?.length);
          for (const clause of [...(section.paragraphs ?? []), ...(section.bullets ?? [])])
            expect(clause).toMatch(SCRIPT[language]);
          // The shop's addresses stay as they are, where the English clause names them.
          for (const [k, clause] of (english.paragraphs ?? []).entries())
            for (const address of clause.match(/\S+@\S+\.[a-z]+/g) ?? [])
              expect(section.paragraphs![k]).toContain(address);
        });
      });
    });
  }
});
