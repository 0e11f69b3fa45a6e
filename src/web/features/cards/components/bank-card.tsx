import { BRAND_NAME } from '../../../../shared/constants';
import type { CardBrand } from '../../../../shared/schemas/cards';

type BankCardProps = {
  brand: CardBrand;
  /** Always masked: `•••• •••• •••• 4242` on a sample, `•••• 1234` on an issued card. */
  number: string;
  expiry: string;
  frozen?: boolean;
};

/** A card drawn in CSS. It only ever shows a masked number: the bank keeps no more than the last four digits. */
export function BankCard({ brand, number, expiry, frozen = false }: BankCardProps) {
  const classes = [
    'bank-card relative grid gap-2',
    brand === 'Black Card' ? 'bank-card--black' : 'bank-card--gold',
    frozen ? 'bank-card--frozen' : null,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="spread bold gap-2">
        <span className="bank-card__bank">{BRAND_NAME}</span>
        <span className="text-sm bank-card__brand">{brand}</span>
      </div>
      <span className="bank-card__chip" aria-hidden="true" />
      <p className="mono nowrap bank-card__number">
        <span className="visually-hidden">Card number ending </span>
        {number}
      </p>
      <p className="text-sm tabular">
        <span className="text-xs bank-card__expiry-label">Valid thru</span> {expiry}
      </p>
      {frozen ? <span className="pill text-xs bold bank-card__frozen">Frozen</span> : null}
    </div>
  );
}
