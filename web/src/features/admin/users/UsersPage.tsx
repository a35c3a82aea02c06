/** Placeholder until this screen is built. */
export default function UsersPage() {
  return (
    <div className="container page">
      <h1 className="page-title">User List</h1>
    </div>
  );
}
