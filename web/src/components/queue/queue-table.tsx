import { useId, type ReactNode } from 'react';

interface QueueTableProps {
  caption: string;
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  children: ReactNode;
}

/**
 * A work queue's table. On a narrow screen it scrolls sideways inside a region
 * named by its caption; the region takes focus so keyboard users can scroll it too.
 */
export function QueueTable({ caption, columns, children }: QueueTableProps) {
  const captionId = useId();
  return (
    <div className="table-frame queue-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
