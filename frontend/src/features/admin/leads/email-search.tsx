import { useId, useState, type ReactNode } from 'react';
import { Button, Input } from 'antd';
import styles from './leads.module.css';

interface EmailSearchProps {
  /** The address being shown, if a search is on. */
  active: string | undefined;
  /** A trimmed address, or undefined to clear the search. */
  onSearch: (email: string | undefined) => void;
  /** More buttons for the same row. */
  actions?: ReactNode;
}

/**
 * Search both lists by email address, whatever its case; an empty search shows everything again.
 * The button never turns into a spinner: antd ignores a search while its button is loading, so a
 * slow answer would keep staff from clearing or changing the search (the tables show the loading).
 */
export function EmailSearch({ active, onSearch, actions }: EmailSearchProps) {
  const inputId = useId();
  const [value, setValue] = useState(active ?? '');

  const search = (text: string) => onSearch(text.trim() || undefined);
  const clear = () => {
    setValue('');
    onSearch(undefined);
  };

  return (
    <>
      <div role="search" className={styles.search}>
        <div className={styles.searchField}>
          <label htmlFor={inputId} className={styles.searchLabel}>
            Search by email
          </label>
          <Input.Search
            id={inputId}
            type="search"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            allowClear
            enterButton="Search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onSearch={search}
          />
        </div>
        {actions}
      </div>
      {active && (
        <p className={styles.searchNotice} role="status">
          Showing submissions from <strong>{active}</strong>.{' '}
          <Button type="link" size="small" onClick={clear}>
            Clear search
          </Button>
        </p>
      )}
    </>
  );
}
