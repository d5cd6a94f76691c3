/** The graduate (type 100002) and undergraduate (type 100001) pages; their content comes with the university issue. */
function ContentPage({ title }: { title: string }) {
  return (
    <main>
      <h1 style={{ fontSize: 20, margin: '8px 0' }}>{title}</h1>
    </main>
  );
}

export const MasterPage = () => <ContentPage title="研究生招生" />;
export const BachelorPage = () => <ContentPage title="本科招生" />;
