import { Result } from 'antd';

/**
 * What an agent sees on an owner-only admin page (the server answers 403 `owner_only`): a plain
 * statement, not an error, since nothing went wrong.
 */
export function OwnerOnlyResult({ title }: { title: string }) {
  return (
    <Result
      status="403"
      title={title}
      subTitle="Your account is an agent account. Ask an owner if you need this changed."
    />
  );
}
