import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { ACCOUNT_TEXT } from '../account-messages';
import { AccountSection } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Danger Zone (docs/product.md#account-settings): 'Delete My Account', confirmed in the 'Are you absolutely sure?' dialog. */
export function DangerZoneCard() {
  const [open, setOpen] = useState(false);
  const text = ACCOUNT_TEXT.danger;
  return (
    <AccountSection id="danger-zone-title" title={text.title} description={text.description} icon={TriangleAlert} tone="danger">
      <Button variant="destructive" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
        {text.deleteButton}
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </AccountSection>
  );
}
