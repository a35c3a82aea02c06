import { describe, expect, it } from 'vitest';
import { adminToken, api, registerCustomer } from '../support/api';
import { staffToken } from '../support/admin';
import { createTestProduct } from '../support/direct';
import { eventually, jsonLd } from '../support/drawn-pages';
import { customerWhoReceived, orderIn, postReview, review, reviewsOf } from '../support/reviews';

const ONLY_RECEIVED = 'Only customers who received this product can review it.';
const detail = async (id: number) => (await api(`/v2/product/${id}`)).body.data;
const noStars = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };

describe('writing a review (issue 24)', () => {
  it('answers 201 with the review, which the list shows with the summary and the product its figures', async () => {
    const p = await createTestProduct({ name: 'Review Oil', stock: 10 });
    expect(await reviewsOf(p.id)).toEqual({
      summary: { average: 0, count: 0, distribution: noStars },
      reviews: [],
      pagination: { currentPage: 1, totalPages: 0, perPage: 10, total: 0 },
    });
    const c = await customerWhoReceived([p.id], 'Dilan Jayasinghe');
    const text = 'ශ්‍රී ලංකාවේ හොඳම තෙල. நல்ல எண்ணெய் 👍🏽 <b>not bold</b>';
    const res = await postReview(c, p.id, review({ rating: 4, title: 'හොඳයි 🌿', body: text }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      rating: 4,
      title: 'හොඳයි 🌿',
      body: text,
      author: 'Dilan J.',
      verified: true,
      reply: null,
      status: 'published',
      hidden_reason: null,
    });
    const list = await reviewsOf(p.id);
    expect(list.summary).toEqual({ average: 4, count: 1, distribution: { ...noStars, 4: 1 } });
    expect(list.reviews).toEqual([
      {
        id: res.body.data.id,
        rating: 4,
        title: 'හොඳයි 🌿',
        body: text,
        author: 'Dilan J.',
        verified: true,
        created_at: res.body.data.created_at,
        reply: null,
      },
    ]);
    expect(list.pagination).toEqual({ currentPage: 1, totalPages: 1, perPage: 10, total: 1 });
    expect(await detail(p.id)).toMatchObject({ rating: 4, reviews: 0.001 });
    const mine = await api(`/v2/product/${p.id}/reviews/mine`, { token: c.token });
    expect(mine.body.data).toMatchObject({ review: { id: res.body.data.id, status: 'published' }, can_review: false });
  });

  it('refuses: signed out 401, staff 403, not received 403, a missing product 404, a second review 409', async () => {
    const p = await createTestProduct({ stock: 10 });
    expect((await api(`/v2/product/${p.id}/reviews`, { method: 'POST', body: review() })).status).toBe(401);
    const staff = await staffToken();
    expect(
      (await api(`/v2/product/${p.id}/reviews`, { method: 'POST', token: staff.token, body: review() })).status,
    ).toBe(403);

    const stranger = await registerCustomer();
    const refused = await postReview(stranger, p.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 'error', message: ONLY_RECEIVED });
    const mine = await api(`/v2/product/${p.id}/reviews/mine`, { token: stranger.token });
    expect(mine.body.data).toEqual({ review: null, can_review: false });

    // An order on its way or canceled is not a product received.
    await orderIn(stranger, [p.id], 'shipped');
    await orderIn(stranger, [p.id], 'canceled');
    expect((await postReview(stranger, p.id)).body.message).toBe(ONLY_RECEIVED);

    const c = await customerWhoReceived([p.id]);
    expect((await api(`/v2/product/${p.id}/reviews/mine`, { token: c.token })).body.data).toEqual({
      review: null,
      can_review: true,
    });
    expect((await postReview(c, 99_999_999)).status).toBe(404);
    expect((await postReview(c, p.id)).status).toBe(201);
    const again = await postReview(c, p.id, review({ rating: 1 }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 'error', message: 'You have already reviewed this product.' });
    expect((await reviewsOf(p.id)).summary).toMatchObject({ count: 1, average: 5 });
  });

  it('answers 422 per field and keeps nothing of a refused review', async () => {
    const p = await createTestProduct({ stock: 10 });
    const c = await customerWhoReceived([p.id]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rating: 0 }, 'rating', 'Please choose a rating from 1 to 5 stars.'],
      [{ rating: 4.5 }, 'rating', 'Please choose a rating from 1 to 5 stars.'],
      [{ rating: '5' }, 'rating', 'Please choose a rating from 1 to 5 stars.'],
      [{ title: '   ' }, 'title', 'Please give your review a title.'],
      [{ title: '🌿'.repeat(101) }, 'title', 'Please keep the title to 100 characters or fewer.'],
      [{ body: 'Too short' }, 'body', 'Please write at least 10 characters about the product.'],
      [{ body: 'x'.repeat(2001) }, 'body', 'Please keep your review to 2000 characters or fewer.'],
      [{ body: 'Fine text\u0007 with a bell' }, 'body', 'Please use plain text only.'],
      [
        { body: 'Half an emoji \ud83d here' },
        'body',
        'This text contains a character that cannot be read. Please retype it.',
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await postReview(c, p.id, review(over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(over)).toEqual([message]);
    }
    // 100 emoji are 100 characters, and 10 Sinhala letters are enough.
    expect((await postReview(c, p.id, review({ title: '🌿'.repeat(100), body: 'අආඇඈඉඊඋඌඑඒ' }))).status).toBe(201);
    expect((await reviewsOf(p.id)).summary.count).toBe(1);
  });

  it("counts a title's letters as people do: 100 family emoji, Sinhala letters or flags are a title, 101 are not", async () => {
    const p = await createTestProduct({ stock: 10 });
    const c = await customerWhoReceived([p.id]);
    const tooLong = { title: ['Please keep the title to 100 characters or fewer.'] };
    const post = (title: string) => postReview(c, p.id, review({ title }));
    const edit = (title: string) =>
      api(`/v2/product/${p.id}/reviews/mine`, { method: 'PUT', token: c.token, body: review({ title }) });

    const refused = await post('👨‍👩‍👧‍👦'.repeat(101));
    expect([refused.status, refused.body.errors]).toEqual([422, tooLong]);
    const posted = await post('👨‍👩‍👧‍👦'.repeat(100));
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    for (const letter of ['කා', '🇱🇰']) {
      const over = await edit(letter.repeat(101));
      expect([over.status, over.body.errors], letter).toEqual([422, tooLong]);
      const edited = await edit(letter.repeat(100));
      expect([edited.status, edited.body.data.title], letter).toEqual([200, letter.repeat(100)]);
    }
    expect((await reviewsOf(p.id)).reviews.map((r: { title: string }) => r.title)).toEqual(['🇱🇰'.repeat(100)]);
  });

  it('lets the author edit (5 to 2 moves one count between bars) and delete; others have no review to edit', async () => {
    const p = await createTestProduct({ stock: 10 });
    const [a, b] = [await customerWhoReceived([p.id]), await customerWhoReceived([p.id])];
    await postReview(a, p.id, review({ rating: 5 }));
    await postReview(b, p.id, review({ rating: 4 }));
    expect((await reviewsOf(p.id)).summary).toEqual({
      average: 4.5,
      count: 2,
      distribution: { ...noStars, 5: 1, 4: 1 },
    });

    const edited = await api(`/v2/product/${p.id}/reviews/mine`, {
      method: 'PUT',
      token: a.token,
      body: review({ rating: 2, title: 'Changed my mind', body: 'It dried my beard out after a week.' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rating: 2, title: 'Changed my mind' });
    expect((await reviewsOf(p.id)).summary).toEqual({ average: 3, count: 2, distribution: { ...noStars, 4: 1, 2: 1 } });
    expect(await detail(p.id)).toMatchObject({ rating: 3, reviews: 0.002 });

    const stranger = await registerCustomer();
    expect(
      (await api(`/v2/product/${p.id}/reviews/mine`, { method: 'PUT', token: stranger.token, body: review() })).status,
    ).toBe(404);
    expect((await api(`/v2/product/${p.id}/reviews/mine`, { method: 'DELETE', token: stranger.token })).status).toBe(
      404,
    );

    const deleted = await api(`/v2/product/${p.id}/reviews/mine`, { method: 'DELETE', token: a.token });
    expect(deleted.body).toEqual({ status: 'success', message: 'Your review has been deleted.' });
    expect((await reviewsOf(p.id)).summary).toEqual({ average: 4, count: 1, distribution: { ...noStars, 4: 1 } });
    // Deleted, the author may write again.
    expect((await api(`/v2/product/${p.id}/reviews/mine`, { token: a.token })).body.data.can_review).toBe(true);
  });

  it('keeps exact figures when twenty customers review one product at once', async () => {
    const p = await createTestProduct({ stock: 40, featured: true });
    const customers = [];
    for (let i = 0; i < 20; i++) customers.push(await customerWhoReceived([p.id]));
    const stars = customers.map((_, i) => ((i * 7) % 5) + 1);
    const answers = await Promise.all(customers.map((c, i) => postReview(c, p.id, review({ rating: stars[i] }))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const sum = stars.reduce((s, n) => s + n, 0);
    const summary = (await reviewsOf(p.id)).summary;
    expect(summary.count).toBe(20);
    expect(summary.average).toBe(Math.round((sum * 10) / 20) / 10);
    expect(summary.distribution).toEqual({ 5: 4, 4: 4, 3: 4, 2: 4, 1: 4 });
    expect(await detail(p.id)).toMatchObject({ rating: summary.average, reviews: 0.02 });
    const card = (await api('/v2/products/featured', { method: 'POST' })).body.data.Beard.find(
      (x: { id: number }) => x.id === p.id,
    );
    expect(card).toMatchObject({ rating: summary.average, reviews: 0.02 });
  });
  it("takes a deleted account's reviews away with it, and their share of the figures", async () => {
    const p = await createTestProduct({ stock: 10 });
    const [a, b] = [await customerWhoReceived([p.id]), await customerWhoReceived([p.id])];
    await postReview(a, p.id, review({ rating: 1 }));
    await postReview(b, p.id, review({ rating: 5 }));
    expect((await reviewsOf(p.id)).summary.count).toBe(2);
    const admin = await adminToken();
    expect((await api(`/v2/users/${a.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    const after = await reviewsOf(p.id);
    expect(after.summary).toEqual({ average: 5, count: 1, distribution: { ...noStars, 5: 1 } });
    expect(after.reviews).toHaveLength(1);
    expect((await api(`/v2/admin/reviews?product_id=${p.id}`, { token: admin })).body.data).toHaveLength(1);
  });

  it('deletes an account whose review is of a product deleted since: every review goes, the live figures lose its share', async () => {
    const [kept, gone] = [await createTestProduct({ stock: 10 }), await createTestProduct({ stock: 10 })];
    const c = await customerWhoReceived([kept.id, gone.id]);
    const other = await customerWhoReceived([kept.id]);
    expect((await postReview(c, kept.id, review({ rating: 1 }))).status).toBe(201);
    expect((await postReview(c, gone.id, review({ rating: 2 }))).status).toBe(201);
    expect((await postReview(other, kept.id, review({ rating: 5 }))).status).toBe(201);
    const admin = await adminToken();
    expect((await api(`/v2/products/${gone.id}`, { method: 'DELETE', token: admin })).status).toBe(200);

    const deleted = await api(`/v2/users/${c.id}`, { method: 'DELETE', token: admin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ status: 'success', message: 'User deleted successfully.' });
    const after = await reviewsOf(kept.id);
    expect(after.summary).toEqual({ average: 5, count: 1, distribution: { ...noStars, 5: 1 } });
    expect(after.reviews.map((r: { author: string }) => r.author)).toEqual(['Kasun P.']);
    expect(await detail(kept.id)).toMatchObject({ rating: 5, reviews: 0.001 });
    const authorsOf = async (productId: number) =>
      (await api(`/v2/admin/reviews?product_id=${productId}`, { token: admin })).body.data.map(
        (r: { customer: { id: number } }) => r.customer.id,
      );
    expect(await authorsOf(kept.id)).toEqual([other.id]);
    expect(await authorsOf(gone.id)).toEqual([]);
    // The deleted product stays deleted: no item made again by the figures.
    expect((await api(`/v2/product/${gone.id}`)).status).toBe(404);
    expect((await api(`/v2/users/${c.id}`, { token: admin })).status).toBe(404);
    expect((await api('/v2/user/', { token: c.token })).status).toBe(401);
  });

  it('lets the author delete their review of a product deleted since, and the product stays gone', async () => {
    const p = await createTestProduct({ stock: 10 });
    const c = await customerWhoReceived([p.id]);
    expect((await postReview(c, p.id, review({ rating: 4 }))).status).toBe(201);
    const admin = await adminToken();
    expect((await api(`/v2/products/${p.id}`, { method: 'DELETE', token: admin })).status).toBe(200);

    const deleted = await api(`/v2/product/${p.id}/reviews/mine`, { method: 'DELETE', token: c.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ status: 'success', message: 'Your review has been deleted.' });
    const listed = (await api(`/v2/admin/reviews?product_id=${p.id}`, { token: admin })).body.data;
    expect(listed).toEqual([]);
    expect((await api(`/v2/product/${p.id}`)).status).toBe(404);
    const again = await api(`/v2/product/${p.id}/reviews/mine`, { method: 'DELETE', token: c.token });
    expect(again.body).toEqual({ status: 'error', message: 'Review not found' });
  });
});

describe('reading reviews', () => {
  it('pages 10 at a time and sorts newest, highest and lowest; an unknown order is a 422', async () => {
    const p = await createTestProduct({ stock: 20 });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const c = await customerWhoReceived([p.id]);
      ids.push((await postReview(c, p.id, review({ rating: (i % 5) + 1, title: `Review ${i}` }))).body.data.id);
    }
    const first = await reviewsOf(p.id);
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0].id).toBe(ids[11]);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, perPage: 10, total: 12 });
    const second = await reviewsOf(p.id, '?page=2');
    expect(second.reviews.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    const highest = (await reviewsOf(p.id, '?sort=highest')).reviews.map((r: { rating: number }) => r.rating);
    expect(highest).toEqual([...highest].sort((x, y) => y - x));
    expect(highest[0]).toBe(5);
    const lowest = (await reviewsOf(p.id, '?sort=lowest')).reviews.map((r: { rating: number }) => r.rating);
    expect(lowest[0]).toBe(1);
    expect(lowest).toEqual([...lowest].sort((x, y) => x - y));
    const bad = await api(`/v2/product/${p.id}/reviews?sort=best`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.sort).toEqual(['Please choose one of: newest, highest, lowest.']);
    expect((await api('/v2/product/99999999/reviews')).status).toBe(404);
  });
});

describe('the back-office REVIEWS (admin and staff)', () => {
  it('hides with a reason the author sees and shows again, the figures returning to the same values', async () => {
    const p = await createTestProduct({ stock: 10 });
    const [a, b] = [await customerWhoReceived([p.id]), await customerWhoReceived([p.id])];
    await postReview(a, p.id, review({ rating: 1, title: 'Rude words' }));
    const kept = await postReview(b, p.id, review({ rating: 4 }));
    const before = await reviewsOf(p.id);
    const productBefore = await detail(p.id);
    expect(before.summary).toEqual({ average: 2.5, count: 2, distribution: { ...noStars, 4: 1, 1: 1 } });

    const staff = (await staffToken()).token;
    const list = await api(`/v2/admin/reviews?product_id=${p.id}&rating=1`, { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const target = list.body.data[0];
    expect(target).toMatchObject({
      rating: 1,
      status: 'published',
      product_id: p.id,
      customer: { id: a.id, email: a.email },
    });

    const noReason = await api(`/v2/admin/reviews/${target.id}`, {
      method: 'PUT',
      token: staff,
      body: { status: 'hidden' },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['Please give the reason the author will see.']);

    const hidden = await api(`/v2/admin/reviews/${target.id}`, {
      method: 'PUT',
      token: staff,
      body: { status: 'hidden', reason: 'Please keep reviews about the product.' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Please keep reviews about the product.',
    });
    const whileHidden = await reviewsOf(p.id);
    expect(whileHidden.summary).toEqual({ average: 4, count: 1, distribution: { ...noStars, 4: 1 } });
    expect(whileHidden.reviews.map((r: { id: number }) => r.id)).toEqual([kept.body.data.id]);
    expect(await detail(p.id)).toMatchObject({ rating: 4, reviews: 0.001 });
    expect((await api(`/v2/product/${p.id}/reviews/mine`, { token: a.token })).body.data.review).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Please keep reviews about the product.',
    });
    expect((await api(`/v2/admin/reviews?status=hidden&product_id=${p.id}`, { token: staff })).body.data).toHaveLength(
      1,
    );

    const admin = await adminToken();
    const shown = await api(`/v2/admin/reviews/${target.id}`, {
      method: 'PUT',
      token: admin,
      body: { status: 'published', reply: 'Thank you, we are sorry it did not suit you.' },
    });
    expect(shown.body.data).toMatchObject({
      status: 'published',
      hidden_reason: null,
      reply: { body: 'Thank you, we are sorry it did not suit you.' },
    });
    const after = await reviewsOf(p.id);
    expect(after.summary).toEqual(before.summary);
    const productAfter = await detail(p.id);
    expect({ rating: productAfter.rating, reviews: productAfter.reviews }).toEqual({
      rating: productBefore.rating,
      reviews: productBefore.reviews,
    });
    expect(after.reviews.find((r: { id: number }) => r.id === target.id).reply).toMatchObject({
      body: 'Thank you, we are sorry it did not suit you.',
      created_at: expect.any(String),
    });
  });

  it('is for admins and staff only; a missing review is a 404 and a bad filter a 422', async () => {
    const c = await registerCustomer();
    expect((await api('/v2/admin/reviews', { token: c.token })).status).toBe(403);
    expect((await api('/v2/admin/reviews')).status).toBe(401);
    const admin = await adminToken();
    expect(
      (await api('/v2/admin/reviews/99999999', { method: 'PUT', token: admin, body: { status: 'published' } })).status,
    ).toBe(404);
    const bad = await api('/v2/admin/reviews?status=deleted&rating=6', { token: admin });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['rating', 'status']);
  });
});

describe("the product page's HTML and JSON-LD", () => {
  const productLd = (html: string) => jsonLd(html).find((o) => o['@type'] === 'Product')!;

  it('carry no aggregateRating without reviews, then the figures and up to five reviews, following every change', async () => {
    const p = await createTestProduct({ name: `Page Review Oil ${Date.now()}`, stock: 20 });
    const path = `/product/${p.id}`;
    const first = await eventually(path, (page) => page.status === 200);
    expect(productLd(first.html).aggregateRating).toBeUndefined();
    expect(productLd(first.html).review).toBeUndefined();

    const customers = [];
    for (let i = 0; i < 6; i++) customers.push(await customerWhoReceived([p.id], `Nuwan Silva${i}`));
    for (const [i, c] of customers.entries())
      await postReview(c, p.id, review({ rating: i === 0 ? 1 : 5, title: `Page title ${i} </script>` }));
    const drawn = await eventually(path, (page) => page.html.includes('"reviewCount":6'));
    const item = productLd(drawn.html);
    expect(item.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 6,
      bestRating: 5,
      worstRating: 1,
    });
    expect(item.review).toHaveLength(5);
    expect(item.review[0]).toMatchObject({
      '@type': 'Review',
      name: 'Page title 5 </script>',
      reviewRating: { '@type': 'Rating', ratingValue: 5 },
      author: { '@type': 'Person', name: 'Nuwan S.' },
    });
    // A review's text is no markup on the page.
    expect(drawn.html).not.toContain('Page title 5 </script>');

    // An edit that leaves the stars alone changes no product item; the page follows the review itself.
    await api(`/v2/product/${p.id}/reviews/mine`, {
      method: 'PUT',
      token: customers[5].token,
      body: review({ title: 'Edited title' }),
    });
    const edited = await eventually(path, (page) => page.html.includes('Edited title'));
    expect(productLd(edited.html).review[0].name).toBe('Edited title');

    const admin = await adminToken();
    const all = (await api(`/v2/admin/reviews?product_id=${p.id}`, { token: admin })).body.data;
    for (const r of all)
      await api(`/v2/admin/reviews/${r.id}`, {
        method: 'PUT',
        token: admin,
        body: { status: 'hidden', reason: 'Test' },
      });
    const hidden = await eventually(path, (page) => !page.html.includes('aggregateRating'));
    expect(productLd(hidden.html).aggregateRating).toBeUndefined();
    expect((await detail(p.id)).rating).toBe(0);
  });
});
