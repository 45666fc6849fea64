import { useSession } from '../../features/auth/hooks/use-session';
import { KryptoTool, kryptoTitle } from '../../features/krypto/components/krypto-tool';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../page/page.module.css';

/** /tools/krypto: the Krypto tool as a page, for links and bookmarks (spec 000 section 2). */
export function KryptoRoute() {
  useDocumentTitle({ page: 'Krypto' });
  const { user } = useSession();
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Krypto</h1>
        <p className={styles.pageLead}>{kryptoTitle(user.roles)}</p>
      </div>
      <KryptoTool userId={user.id} roles={user.roles} />
    </div>
  );
}
