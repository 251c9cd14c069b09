import { useIntl } from 'react-intl';
import { formatDate } from '../../core/dates';
import { formatPrice, type Payment } from '../../core/members';
import { HeaderCells, type Column } from './admin/table-parts';

/**
 * Payments as Stripe's events recorded them (docs/product.md, 'Donations'): a reader's own on
 * `/account`, a member's on the admin's member screen. Each links Stripe's receipt page.
 */
export function PaymentsTable({ payments, timeZone }: { payments: readonly Payment[]; timeZone: string }) {
  const intl = useIntl();
  const columns: Column[] = [
    { label: intl.formatMessage({ id: 'paymentsTable.date' }) },
    { label: intl.formatMessage({ id: 'paymentsTable.for' }) },
    { label: intl.formatMessage({ id: 'paymentsTable.amount' }), className: 'py-2 pr-3 text-right' },
    { label: intl.formatMessage({ id: 'paymentsTable.receipt' }), className: 'py-2' },
  ];
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead>
        <tr className="border-b border-neutral-300 dark:border-neutral-700">
          <HeaderCells columns={columns} cellClass="py-2 pr-3" />
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
                  {intl.formatMessage(
                    { id: 'paymentsTable.receiptOf' },
                    {
                      date: formatDate(payment.paidAt, timeZone),
                      hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                    },
                  )}
                </a>
              ) : (
                intl.formatMessage({ id: 'paymentsTable.mailed' })
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
