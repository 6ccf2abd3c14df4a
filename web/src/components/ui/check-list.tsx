import { Icon } from './icon.tsx';

/** A bulleted list whose bullets are check marks. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" className="check-list__mark" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
