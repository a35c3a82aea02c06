import type { Category } from '../../../../shared/rules/catalogue';

/** Placeholder until this screen is built. */
export default function CategoryPage({ category }: { category: Category }) {
  return (
    <div className="container page">
      <h1 className="page-title">{category}</h1>
    </div>
  );
}
