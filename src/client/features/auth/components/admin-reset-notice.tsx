/** Without SMTP nobody can receive a reset link, so the page says how the server's administrator resets it. */
export function AdminResetNotice() {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>Password reset by email is not set up on this server.</p>
      <p>
        Ask the person who runs this Homeschool server to reset it. On the server they run the command below
        with your email address, and then give you the new password it prints:
      </p>
      <pre className="overflow-x-auto rounded-md bg-muted px-3 py-2 font-mono text-xs">
        <code>npm run reset-password -- you@example.com</code>
      </pre>
    </div>
  );
}
