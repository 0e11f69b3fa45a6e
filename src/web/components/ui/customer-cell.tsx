/** Approval answers 422 kyc_required until the customer's identity is verified; queues say so up front. */
const KYC_MISSING = 'KYC not verified: cannot be approved yet';

type Customer = { name: string; email: string; kycApproved?: boolean };

/** The customer's name, their email below, and the KYC warning where approval would be refused. */
export function CustomerCell({ customer, kycWarning = false }: { customer: Customer; kycWarning?: boolean }) {
  return (
    <>
      <span className="data-table__name">{customer.name}</span>
      <span className="data-table__sub">{customer.email}</span>
      {kycWarning && !customer.kycApproved ? (
        <span className="text-xs text-danger">{KYC_MISSING}</span>
      ) : null}
    </>
  );
}
