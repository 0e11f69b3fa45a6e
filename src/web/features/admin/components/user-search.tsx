import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

/** Search by name, email or account number; an empty search lists everyone. */
export function UserSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="row-wrap user-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="user-search-input">
        Search users
      </label>
      <input
        id="user-search-input"
        className="field__input"
        type="search"
        placeholder="Name, email or account number"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
