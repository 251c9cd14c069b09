import { Form } from 'react-router';
import type { Tier } from '../../../core/members';

const muted = 'text-neutral-700 dark:text-neutral-300';

/**
 * 'Give a complimentary membership' (docs/product.md, 'Members and tiers'): a tier, free, until a
 * day or for good. On the members list the admin types whose; on a member's screen it is theirs.
 * A plain form post (`intent=comp`), so it works without JavaScript.
 */
export function CompForm({
  tiers,
  username,
  title = 'Give a complimentary membership',
  className,
}: {
  tiers: readonly Pick<Tier, '_id' | 'name'>[];
  /** The member's, on their own screen; the list's form asks for it. */
  username?: string;
  title?: string;
  className: string;
}) {
  return (
    <Form method="post" className={`flex flex-wrap items-end gap-3 ${className}`}>
      <input type="hidden" name="intent" value="comp" />
      <p className="w-full text-sm font-semibold">{title}</p>
      {username ? (
        <input type="hidden" name="username" value={username} />
      ) : (
        <div>
          <label htmlFor="comp-username" className="block text-sm font-semibold">
            Username
          </label>
          <input id="comp-username" name="username" required className="input mt-1 w-40" />
        </div>
      )}
      <div>
        <label htmlFor="comp-tier" className="block text-sm font-semibold">
          Tier
        </label>
        <select id="comp-tier" name="tier" required className="input mt-1 w-auto">
          {tiers.map((tier) => (
            <option key={tier._id} value={tier._id}>
              {tier.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="comp-until" className="block text-sm font-semibold">
          Until <span className={`font-normal ${muted}`}>(empty: for good)</span>
        </label>
        <input id="comp-until" type="date" name="until" className="input mt-1 w-auto" />
      </div>
      <button type="submit" className="btn-primary py-1.5" disabled={tiers.length === 0}>
        Give
      </button>
    </Form>
  );
}
