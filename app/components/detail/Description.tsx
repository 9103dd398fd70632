/** A plain-text description as paragraphs: blank lines separate paragraphs, single line breaks stay. */
export function Description({ text, id, title }: { text: string; id: string; title: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section className="detail-section description" aria-labelledby={id}>
      <h2 id={id} className="detail-section__title">
        {title}
      </h2>
      <div className="description__text">
        {paragraphs.map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
    </section>
  );
}
