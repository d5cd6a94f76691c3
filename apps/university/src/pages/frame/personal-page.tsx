export function Component() {
  return (
    <main>
      <h1 style={{ fontSize: 20, margin: '8px 0' }}>我的</h1>
    </main>
  );
}
