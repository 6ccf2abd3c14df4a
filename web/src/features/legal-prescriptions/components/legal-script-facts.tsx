import { legalScriptText, type OrderItem } from '@pharmacy/shared';

/**
 * Where an item's legal prescription stands (decision 049), as terms of the pharmacy's
 * fact list: nothing for an item without one, and the e-script token once it is received.
 */
export function LegalScriptFacts({ legalScript }: { legalScript: OrderItem['legalScript'] }) {
  if (!legalScript) return null;
  return (
    <>
      <dt>Legal script</dt>
      <dd className={`queue-legal queue-legal--${legalScript.state}`}>{legalScriptText(legalScript)}</dd>
      {legalScript.state === 'token_received' && (
        <>
          <dt>E-script token</dt>
          <dd>
            <code className="queue-token">{legalScript.token.value}</code>
          </dd>
        </>
      )}
    </>
  );
}
