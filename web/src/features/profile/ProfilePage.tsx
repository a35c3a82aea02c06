/** Placeholder until this screen is built. */
export default function ProfilePage() {
  return (
    <div className="container page">
      <h1 className="page-title">My Profile</h1>
    </div>
  );
}
