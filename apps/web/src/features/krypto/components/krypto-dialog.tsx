import { Dialog } from '../../../components/ui/dialog';
import { KryptoTool, kryptoTitle } from './krypto-tool';

export interface KryptoDialogProps {
  userId: string;
  roles: readonly string[];
  onClose: () => void;
}

/** The Krypto dialog the top bar's Krypto button opens (spec 000 section 2). */
export function KryptoDialog({ userId, roles, onClose }: KryptoDialogProps) {
  return (
    <Dialog title={kryptoTitle(roles)} onClose={onClose}>
      <KryptoTool userId={userId} roles={roles} />
    </Dialog>
  );
}
