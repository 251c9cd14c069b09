import { formatDate } from '../../core/dates';
import { formatPrice, type Payment } from '../../core/members';
import { HeaderCells, type Column } from './admin/table-parts';

const COLUMNS: Column[] = [
  { label: 'Date' },
  { label: 'For' },
  { label: 'Amount', className: 'py-2 pr-3 text-right' },
  { label: 'Receipt', className: 'py-2' },
];

/**
 * Payments as Stripe's events recorded them (docs/product.md, 'Donations'): a reader's own on
 * `/account`, a member's on the admin's member screen. Each links Stripe's receipt page.
 */
export function PaymentsTable({ payments, timeZone }: { payments: readonly Payment[]; timeZone: string }) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead>
        <tr className="border-b border-neutral-300 dark:border-neutral-700">
          <HeaderCells columns={COLUMNS} cellClass="py-2 pr-3" />
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment._id} className="border-b border-neutral-200 dark:border-neutral-800">
            <td className="py-2 pr-3">{formatDate(payment.paidAt, timeZone)}</td>
            <td className="py-2 pr-3">{payment.description}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{formatPrice(payment.amount, payment.currency)}</td>
            <td className="py-2">
              {payment.receiptUrl ? (
                <a href={payment.receiptUrl} className="underline" rel="noopener noreferrer">
                  Receipt<span className="sr-only"> of {formatDate(payment.paidAt, timeZone)}</span>
                </a>
              ) : (
                'Mailed by Stripe'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
