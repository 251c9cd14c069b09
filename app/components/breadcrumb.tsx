/**
 * Where the page sits: Home / Category / Title. The items flow as one line of text, so on a
 * phone a long title wraps after its separator instead of leaving the '/' alone on a line.
 */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {items.map((item, i) => (
          <li key={item.label}>
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to ? <a href={item.to}>{item.label}</a> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
