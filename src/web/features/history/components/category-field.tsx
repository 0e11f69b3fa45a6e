import { useState } from 'react';
import { CATEGORIES, type Category } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Select } from '../../../components/ui/select';
import { errorText } from '../../../lib/api-client';
import { useChangeCategory } from '../api/use-change-category';

/** The payment's category on its receipt; a change is remembered for the account on the other side. */
export function CategoryField({ id, category }: { id: string; category: Category }) {
  const [chosen, setChosen] = useState<Category>(category);
  const change = useChangeCategory(id);
  return (
    <div className="toolbar">
      <Select
        label="Category"
        value={chosen}
        onChange={(e) => {
          setChosen(e.target.value as Category);
          change.reset();
        }}
        options={CATEGORIES}
      />
      <Button
        variant="secondary"
        disabled={chosen === category || change.isPending}
        onClick={() => change.mutate(chosen)}
      >
        Save category
      </Button>
      <FormMessage tone="success">{change.data?.message}</FormMessage>
      <FormMessage tone="error">
        {change.isError ? errorText(change.error, messages.generic.internal) : null}
      </FormMessage>
    </div>
  );
}
