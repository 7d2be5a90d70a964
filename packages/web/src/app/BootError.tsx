/** Shown when the runtime configuration cannot be read: nothing else can work without it. */
export function BootError() {
  return (
    <main style={{ maxWidth: 640, margin: '64px auto', padding: '0 16px' }}>
      <h1>PoxScan could not start</h1>
      <p>
        The explorer could not read its configuration from the server. Please reload the page in a moment.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
