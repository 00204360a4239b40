import type { ReactNode } from 'react';
import { Table, Td, Th } from './prose';

export type DocColumn<Row> = {
  header: string;
  /** The header cell's classes: the column's width. */
  headerClassName?: string;
  /** Every body cell's classes. */
  className?: string;
  cell: (row: Row) => ReactNode;
};

export type DocTableProps<Row> = {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: readonly DocColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

/** A reference table of the guide: one header row, then one row per entry, column by column. */
export function DocTable<Row>({ caption, columns, rows, rowKey }: DocTableProps<Row>) {
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column.header} className={column.headerClassName}>
              {column.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <Td key={column.header} className={column.className}>
                {column.cell(row)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
